import { CSAT_SCORES, type CsatScore } from '@ohmstead/contracts/chat-satisfaction';

/** Texts of the rating and transcript offer after a live chat (ours, docs/decisions/0049-satisfaction-and-transcript.md). */
export const ratingWords = {
  question: 'How was your chat?',
  scores: {
    1: '1, very poor',
    2: '2, poor',
    3: '3, okay',
    4: '4, good',
    5: '5, excellent',
  } satisfies Record<CsatScore, string>,
  comment: 'Anything you would like to add? (optional)',
  send: 'Send rating',
  skip: 'Skip',
  chooseScore: 'Please choose a rating from 1 to 5.',
  thanks: 'Thank you for your feedback.',
  transcriptOffer: 'Would you like the transcript of this chat by e-mail?',
  email: 'Your e-mail address',
  sendTranscript: 'Send transcript',
  noThanks: 'No, thanks',
  emailInvalid: 'Please enter a valid e-mail address.',
  transcriptSent: 'The transcript is on its way.',
  failed: 'That did not work. Please try again.',
} as const;

export const SCORES = CSAT_SCORES;
