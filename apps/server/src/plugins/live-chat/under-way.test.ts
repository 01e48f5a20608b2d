import { describe, expect, it } from 'vitest';
import { underWay } from './under-way';

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe('work under way', () => {
  it('is settled at once when nothing runs', async () => {
    await expect(underWay().settled()).resolves.toBeUndefined();
  });

  it('settles after every piece of work, failed ones and ones started while waiting included', async () => {
    const work = underWay();
    const order: string[] = [];
    const first = gate();
    const second = gate();
    void work.run(async () => {
      await first.opened;
      order.push('first');
      // Started while settled() already waits: it is waited for too.
      void work.run(async () => {
        await second.opened;
        order.push('second');
      });
    });
    const failing = work.run(() => Promise.reject(new Error('refused')));
    await expect(failing).rejects.toThrow('refused');
    const settled = work.settled().then(() => order.push('settled'));
    first.open();
    await Promise.resolve();
    second.open();
    await settled;
    expect(order).toEqual(['first', 'second', 'settled']);
  });

  it('gives back what the work gives', async () => {
    await expect(underWay().run(async () => 42)).resolves.toBe(42);
  });
});
