import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './format-time';

describe('message timestamps', () => {
  it('show short month, day, hour and minute on a 12-hour clock', () => {
    const local = new Date(2025, 0, 5, 15, 7).toISOString();
    expect(formatMessageTime(local)).toBe('Jan 5, 3:07 PM');
  });

  it('show nothing for an unreadable time', () => {
    expect(formatMessageTime('not a date')).toBe('');
  });
});
