const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant as the viewer reads it, in their own time zone: "Mar 18, 2026, 2:30 PM". */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** A file size in KB or MB. */
export const formatFileSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
