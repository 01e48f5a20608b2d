/** docs/product.md §3.9: timestamps show short month, day, hour and minute on a 12-hour clock ("Jan 5, 3:07 PM"). */
const messageTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export function formatMessageTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : messageTime.format(date);
}
