/**
 * The admin feed form (/admin/all-feeds): the body of Feed/CreateFeed and Feed/UpdateFeed
 * (feedRequestSchema, feeds-admin.ts) as a person fills it in. Two differences: the type may still be
 * unchosen (''), and the publish time is the local `YYYY-MM-DDTHH:mm` of an
 * `<input type="datetime-local">`, turned into an ISO instant by the parse.
 */
import { z } from 'zod';
import { FEED_TYPES } from './feed-types';
import { feedAdminMessages, feedRequestSchema } from './feeds-admin';

export const feedFormMessages = {
  typeRequired: 'Please choose a feed type.',
  descriptionRequired: feedAdminMessages.descriptionRequired,
  publishAtRequired: 'Publish date and time are required.',
  publishAtInvalid: 'Enter a valid date and time.',
} as const;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

/** `YYYY-MM-DDTHH:mm` in local time (a date and time without an offset is read as local time). */
export function isLocalDateTime(value: string): boolean {
  return LOCAL_DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime());
}

/** A date as an `<input type="datetime-local">` shows it: local time, to the minute. */
export function toLocalDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** True when the HTML shows some text: tags, non-breaking and zero-width spaces do not count. */
export function htmlHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;|\u00a0|\u200b/gi, '')
      .trim().length > 0
  );
}

const { heading, description } = feedRequestSchema.shape;

export const feedFormSchema = z.object({
  feedType: z.string().pipe(z.enum(FEED_TYPES, { error: feedFormMessages.typeRequired })),
  heading,
  description: description.refine(htmlHasText, feedFormMessages.descriptionRequired),
  publishAt: z
    .string()
    .min(1, { error: feedFormMessages.publishAtRequired, abort: true })
    .refine(isLocalDateTime, feedFormMessages.publishAtInvalid)
    .transform((value) => new Date(value).toISOString()),
});

/** What the form holds. */
export type FeedFormValues = z.input<typeof feedFormSchema>;
/** The body of Feed/CreateFeed and Feed/UpdateFeed (FeedRequest). */
export type FeedFormOutput = z.output<typeof feedFormSchema>;
