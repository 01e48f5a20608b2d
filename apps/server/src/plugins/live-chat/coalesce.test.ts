import { describe, expect, it } from 'vitest';
import { coalescing } from './coalesce';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescing', () => {
  it('runs a burst of calls as the one running and one more after it, which every later call shares', async () => {
    const run = coalescing<string>();
    let value = 0;
    const seen: number[] = [];
    let release: () => void = () => {};
    const work = async () => {
      const at = value;
      await new Promise<void>((resolve) => (release = resolve));
      seen.push(at);
    };
    const first = run('agent', work);
    value = 1;
    const calls = [run('agent', work), run('agent', work)];
    value = 2;
    calls.push(run('agent', work));
    release();
    await first;
    await tick();
    release();
    await Promise.all(calls);
    // The first run read 0; the one shared run started after every change and read 2.
    expect(seen).toEqual([0, 2]);
    // Nothing is left pending: the next call runs at once.
    const again = run('agent', work);
    await tick();
    release();
    await again;
    expect(seen).toEqual([0, 2, 2]);
  });

  it('keeps keys apart and gives each caller its own run’s failure', async () => {
    const run = coalescing<number>();
    const order: string[] = [];
    await Promise.all([
      run(1, async () => void order.push('one')),
      run(2, async () => void order.push('two')),
    ]);
    expect(order.sort()).toEqual(['one', 'two']);
    let fail = true;
    const failing = run(3, async () => {
      await tick();
      if (fail) throw new Error('lost');
    });
    const next = run(3, async () => {
      fail = false;
    });
    await expect(failing).rejects.toThrow('lost');
    await expect(next).resolves.toBeUndefined();
  });
});
