import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('shows the first message of each field, by its top-level name', () => {
    const schema = z.object({
      name: z.string().min(2, 'Too short').max(1),
      site: z.object({ id: z.number() }),
    });
    const parsed = schema.safeParse({ name: 'a', site: { id: 'x' } });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues)).toEqual({
      name: 'Too short',
      site: expect.any(String),
    });
  });
});
