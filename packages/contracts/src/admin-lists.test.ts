import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listMessages, listQuerySchema } from './admin-lists';

const schema = listQuerySchema({
  sortable: ['createdAt', 'name'],
  defaultSort: 'createdAt',
  filters: { status: z.enum(['open', 'closed']).optional() },
});
const firstError = (input: object) => schema.safeParse(input).error?.issues[0]?.message;

describe('the query of an admin list', () => {
  it('fills in the first page, the default size and sort, newest first, in UTC', () => {
    expect(schema.parse({})).toEqual({ page: 1, pageSize: 25, sort: 'createdAt', dir: 'desc', tz: 'UTC' });
  });

  it('takes the URL form of every parameter', () => {
    expect(
      schema.parse({
        page: '3',
        pageSize: '50',
        sort: 'name',
        dir: 'asc',
        search: ' ada ',
        status: 'open',
        from: '2026-01-01T00:00:00+01:00',
        to: '2026-01-31T23:59:59+01:00',
        tz: 'Europe/Berlin',
        format: 'csv',
      }),
    ).toMatchObject({
      page: 3,
      pageSize: 50,
      sort: 'name',
      dir: 'asc',
      search: 'ada',
      status: 'open',
      format: 'csv',
    });
  });

  it.each([
    [{ sort: 'password' }, listMessages.sortInvalid(['createdAt', 'name'])],
    [{ page: '0' }, listMessages.pageInvalid],
    [{ page: '999999999' }, listMessages.pageInvalid],
    [{ pageSize: '1000' }, listMessages.pageSizeInvalid],
    [{ dir: 'up' }, listMessages.dirInvalid],
    [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, listMessages.rangeInverted],
    [{ from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, listMessages.rangeTooLong],
    [{ from: 'yesterday' }, listMessages.dateInvalid('from')],
    // Both ends malformed: the range check must not read them as dates.
    [{ from: '0', to: 'false' }, listMessages.dateInvalid('from')],
    // Neither bound a date: refused for the first, never compared as text (which threw).
    [{ from: '[["bottom"]]', to: 'null' }, listMessages.dateInvalid('from')],
    [{ tz: 'Mars/Olympus' }, listMessages.timeZoneInvalid],
    [{ format: 'xlsx' }, listMessages.formatInvalid],
    [{ search: 'x'.repeat(101) }, listMessages.searchTooLong],
  ])('refuses %o with a clear reason', (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it('refuses parameters it does not know', () => {
    expect(schema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
