/**
 * After a live chat (docs/decisions/0049-satisfaction-and-transcript.md): the customer's satisfaction rating
 * (CSAT, 1 to 5 with an optional comment, one per chat) and the chat's transcript by e-mail. Zod-free, like
 * live-chat.ts: the widget imports it; the server's schemas are in chat-satisfaction-schemas.ts.
 */
import { CSAT_COMMENT_MAX } from './limits';

export { CSAT_COMMENT_MAX };

/** The scores, worst to best. */
export const CSAT_SCORES = [1, 2, 3, 4, 5] as const;
export type CsatScore = (typeof CSAT_SCORES)[number];

/** The calls, under the API's base (as CDN/UploadBotImage): the widget's chat-session header or bearer token. */
export const RATE_CHAT_CALL = 'LiveChat/RateChat';
export const EMAIL_TRANSCRIPT_CALL = 'LiveChat/EmailTranscript';

/** POST LiveChat/RateChat. */
export interface RateChatRequest {
  chat_id: string;
  score: CsatScore;
  comment?: string;
}

/** POST LiveChat/EmailTranscript: `email` may be left out by a signed-in user whose user name is an address. */
export interface EmailTranscriptRequest {
  chat_id: string;
  email?: string;
}

/** The server's answers and refusals of both calls. */
export const chatSatisfactionMessages = {
  rated: 'Thank you for your feedback.',
  transcriptSent: 'The transcript is on its way.',
  chatNotFound: 'That chat does not exist or is not yours.',
  notEnded: 'The chat has not ended yet.',
  alreadyRated: 'This chat has already been rated.',
  scoreInvalid: 'score must be a whole number from 1 to 5',
  commentTooLong: `comment must be at most ${CSAT_COMMENT_MAX} characters`,
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  tooManyTranscripts: 'Too many transcripts were asked for. Please try again later.',
} as const;
