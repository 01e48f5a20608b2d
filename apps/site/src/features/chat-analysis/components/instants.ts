export const shortDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant as the viewer reads it, marked up as a time. */
export const formatInstant = (iso: string) => shortDateTime.format(new Date(iso));
