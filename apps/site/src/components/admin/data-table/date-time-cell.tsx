import { formatDateTime } from '@/lib/date-time';

/** A column's cell of an instant: readable by machines as it is, shown in the viewer's time zone. */
export const dateTimeCell = (info: { getValue: () => string }) => (
  <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>
);
