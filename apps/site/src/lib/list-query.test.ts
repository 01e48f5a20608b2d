import { listQuerySchema } from '@ohmstead/contracts/admin-lists';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptedParams } from './list-query';

const schema = listQuerySchema({
  sortable: ['createdAt', 'email'],
  defaultSort: 'createdAt',
  filters: { status: z.enum(['new', 'closed']).optional() },
});

describe("a list's parameters in the URL", () => {
  it('keeps what the list accepts', () => {
    const search = new URLSearchParams('page=2&sort=email&dir=asc&status=new&search=ada');
    expect(acceptedParams(schema, search)).toEqual({
      page: '2',
      sort: 'email',
      dir: 'asc',
      status: 'new',
      search: 'ada',
    });
  });

  it('leaves out what it refuses and keeps the rest of the view', () => {
    const search = new URLSearchParams('page=0&sort=password&status=new&colour=red');
    expect(acceptedParams(schema, search)).toEqual({ status: 'new' });
  });

  it('drops the start of an inverted range', () => {
    const search = new URLSearchParams('from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect(acceptedParams(schema, search)).toEqual({ to: '2026-01-01T00:00:00Z' });
  });
});
