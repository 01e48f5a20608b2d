/**
 * The bot service's and the agent service's input schemas (docs/product.md §3.3, §3.5, §3.7), for the server only. The
 * chat forms' rules are the zod/mini schema of chat-forms.ts, which the widget checks its forms with: the
 * schemas here are built from its fields, so that the rules exist once.
 */
import { z } from 'zod';
import { USER_NAME_MAX } from './auth';
import type { ChatCallAnswer, UploadAttachmentsAnswer } from './chat';
import { type ChatFormKind, chatFormSchema, formAttachmentError } from './chat-forms';
import { CAPTCHA_TOKEN_MAX } from './limits';

/** Not in the spec: the longest question the bot reads. */
export const BOT_QUESTION_MAX = 2000;
/** Not in the spec: bounds of a chat-log entry. */
export const CHAT_LOG_MESSAGE_MAX = 20_000;
export const CHAT_LOG_AGENT_MAX = 120;
export const CHAT_LOG_TIMESTAMP_MAX = 64;
/** A ticket key as the embedded system (SUP-42) or Jira (OHM-7) gives it. */
export const TICKET_KEY_PATTERN = /^[A-Z][A-Z0-9]{0,15}-\d{1,10}$/;

export const botPathSchema = z.enum(['crm', 'ia'], { error: 'Unknown bot: the bot must be crm or ia' });
export type BotPath = z.infer<typeof botPathSchema>;
export const botParamsSchema = z.object({ bot: botPathSchema });

/** A query text: missing and of the wrong type (sent twice, as an array) are told apart. */
const queryText = (name: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be one text`),
  });

const userName = queryText('username')
  .trim()
  .min(1, 'username is required')
  .max(USER_NAME_MAX, `username cannot exceed ${USER_NAME_MAX} characters`);

/** GET /bot/{bot}/answer?question=&username= */
export const botAnswerQuerySchema = z
  .object({
    question: queryText('question')
      .trim()
      .min(1, 'question is required')
      .max(BOT_QUESTION_MAX, `question cannot exceed ${BOT_QUESTION_MAX} characters`),
    username: userName,
  })
  .strict();

/** ?username= of delete_history and agent. */
export const chatUserQuerySchema = z.object({ username: userName }).strict();

/** POST /bot/{bot}/upload_attachments?username=&isAgent= */
export const uploadAttachmentsQuerySchema = z
  .object({
    username: userName,
    isAgent: z
      .enum(['true', 'false'], { error: 'isAgent must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();

/** POST /bot/{bot}/agent body: one chat-log entry (docs/product.md §3.3 "Chat log entry"). */
export const chatLogEntrySchema = z
  .object({
    agent: z
      .string({ error: 'agent is required' })
      .trim()
      .max(CHAT_LOG_AGENT_MAX, `agent cannot exceed ${CHAT_LOG_AGENT_MAX} characters`),
    message_type: z.enum(['user', 'agent'], { error: 'message_type must be user or agent' }),
    message: z
      .string({ error: 'message is required' })
      .max(CHAT_LOG_MESSAGE_MAX, `message cannot exceed ${CHAT_LOG_MESSAGE_MAX} characters`),
    timestamp: z
      .string({ error: 'timestamp is required' })
      .trim()
      .min(1, 'timestamp is required')
      .max(CHAT_LOG_TIMESTAMP_MAX, `timestamp cannot exceed ${CHAT_LOG_TIMESTAMP_MAX} characters`),
  })
  .strict();

/** POST /bot/{bot}/contact_form?username=&jira_id= */
export const contactFormQuerySchema = z
  .object({
    username: userName,
    jira_id: z
      .string({ error: 'jira_id is required' })
      .trim()
      .regex(TICKET_KEY_PATTERN, 'jira_id must be a ticket key such as SUP-42'),
  })
  .strict();

/**
 * POST /bot/{bot}/contact_form JSON body: the form as the widget recorded it, its kind named. No captcha
 * here: the ticket named by jira_id was created behind one.
 */
const chatFormRecordOf = <Kind extends ChatFormKind>(kind: Kind) => {
  const { recaptcha: _captcha, ...fields } = chatFormSchema(kind).shape;
  return z.strictObject({ kind: z.literal(kind), ...fields });
};
export const chatFormRecordSchema = z.discriminatedUnion(
  'kind',
  [chatFormRecordOf('contact'), chatFormRecordOf('images')],
  { error: 'kind must be contact or images' },
);
export type ChatFormRecord = z.output<typeof chatFormRecordSchema>;

/**
 * The text fields of the agent service's multipart forms (contact-us-chatbot, submit-image-form): the form's
 * fields and the captcha proof as `recaptcha`, whose length the server bounds too.
 */
export function chatFormFieldsSchema(kind: ChatFormKind) {
  const { shape } = chatFormSchema(kind);
  return z.strictObject({
    ...shape,
    recaptcha: shape.recaptcha.check(z.maxLength(CAPTCHA_TOKEN_MAX, 'recaptcha token is too long')),
  });
}
export type ChatFormFields = z.output<ReturnType<typeof chatFormFieldsSchema>>;

/** One form attachment, its type as read from its content (docs/product.md §3.5). */
export const formAttachmentSchema = z
  .object({ name: z.string(), size: z.number().int().nonnegative(), type: z.string() })
  .superRefine((file, ctx) => {
    const error = formAttachmentError(file);
    if (error) ctx.addIssue({ code: 'custom', path: ['files'], message: error });
  });

/** POST /bot/{bot}/upload_attachments's answer (chat.ts UploadAttachmentsAnswer). */
export const uploadAttachmentsAnswerSchema = z.object({
  status: z.literal('success'),
  session_id: z.string(),
  files: z.array(z.object({ name: z.string(), url: z.string(), size: z.number() })),
}) satisfies z.ZodType<UploadAttachmentsAnswer>;

/** The plain answer of the chat calls whose result the widget ignores (chat.ts ChatCallAnswer). */
export const chatCallAnswerSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  key: z.string().optional(),
}) satisfies z.ZodType<ChatCallAnswer>;
