import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns off zod’s compiled parsers, so zod never builds a Function', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);

    const { z } = await import('zod');
    const probe = vi.fn();
    vi.stubGlobal('Function', probe);
    expect(z.object({ name: z.string() }).parse({ name: 'Ohm' })).toEqual({ name: 'Ohm' });
    expect(probe).not.toHaveBeenCalled();
  });
});
