import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChatDelivery, createChatDelivery, type Numbered } from './live-delivery';

interface Message extends Numbered {
  from: Side;
}
type Side = 'customer' | 'agent';
type Frame =
  | { to: 'server'; kind: 'send'; id: string }
  | { to: 'server'; kind: 'resume'; after: number }
  | { to: 'client'; kind: 'ack'; id: string; seq: number }
  | { to: 'client'; kind: 'messages'; messages: Message[] };

/**
 * One chat as the server keeps it (a client id stored once, seqs 1…N) and two ends over connections
 * that lose, repeat and reorder frames and drop. Each end shows its own messages when it sends them and
 * the others' as delivery hands them out, as the widget does.
 */
class World {
  readonly stored: Message[] = [];
  readonly ends: Record<Side, End>;
  private sent = 0;

  constructor() {
    this.ends = { customer: new End('customer', this), agent: new End('agent', this) };
  }

  /**
   * The server's answer to a send: store once, acknowledge, deliver to the other end's connection (the
   * sender's own learns the seq from the ack only, as store-message.ts does).
   */
  store(from: Side, id: string): void {
    let message = this.stored.find((candidate) => candidate.id === id);
    if (!message) {
      message = { id, seq: this.stored.length + 1, from };
      this.stored.push(message);
    }
    this.ends[from].inFlight.push({ to: 'client', kind: 'ack', id, seq: message.seq });
    for (const end of Object.values(this.ends))
      if (end.side !== from && end.connected)
        end.inFlight.push({ to: 'client', kind: 'messages', messages: [message] });
  }

  nextId(side: Side): string {
    this.sent += 1;
    return `${side}-${this.sent}`;
  }
}

class End {
  readonly delivery: ChatDelivery<{ id: string }, Message>;
  readonly screen: string[] = [];
  /** Frames of the current connection, both ways; a dropped connection loses them all. */
  inFlight: Frame[] = [];
  connected = true;

  constructor(
    readonly side: Side,
    private readonly world: World,
  ) {
    this.delivery = createChatDelivery<{ id: string }, Message>();
  }

  send(): void {
    const id = this.world.nextId(this.side);
    this.screen.push(id);
    this.delivery.queue({ id });
    this.flush();
  }

  flush(): void {
    if (!this.connected) return;
    for (const payload of this.delivery.due())
      this.inFlight.push({ to: 'server', kind: 'send', id: payload.id });
  }

  resume(): void {
    if (this.connected) this.inFlight.push({ to: 'server', kind: 'resume', after: this.delivery.through() });
  }

  handle(frame: Frame): void {
    if (frame.to === 'server') {
      if (frame.kind === 'send') this.world.store(this.side, frame.id);
      else
        this.inFlight.push({
          to: 'client',
          kind: 'messages',
          messages: this.world.stored.filter((message) => message.seq > frame.after),
        });
      return;
    }
    const received =
      frame.kind === 'ack'
        ? this.delivery.acknowledged(frame.id, frame.seq)
        : this.delivery.receive(frame.messages);
    this.screen.push(...received.fresh.map((message) => message.id));
    if (received.gap) this.resume();
  }

  disconnect(): void {
    this.connected = false;
    this.inFlight = [];
    this.delivery.connectionLost();
  }

  /** A new connection resumes, then sends again what was never acknowledged. */
  reconnect(): void {
    if (this.connected) return;
    this.connected = true;
    this.resume();
    this.flush();
  }
}

type Step =
  | { kind: 'send'; side: Side }
  | { kind: 'deliver' | 'drop' | 'repeat'; side: Side; pick: number }
  | { kind: 'disconnect' | 'reconnect'; side: Side };

const side = fc.constantFrom<Side>('customer', 'agent');
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('send' as const), side }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('deliver' as const), side, pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('drop' as const, 'repeat' as const), side, pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('disconnect' as const, 'reconnect' as const), side }),
  },
);

function play(world: World, steps: Step[]): void {
  for (const current of steps) {
    const end = world.ends[current.side];
    if (current.kind === 'send') end.send();
    else if (current.kind === 'disconnect') end.disconnect();
    else if (current.kind === 'reconnect') end.reconnect();
    else if ('pick' in current && end.inFlight.length > 0) {
      // Any frame of the connection, not the oldest: frames arrive in any order.
      const index = current.pick % end.inFlight.length;
      const frame = end.inFlight[index]!;
      if (current.kind !== 'repeat') end.inFlight.splice(index, 1);
      if (current.kind !== 'drop') end.handle(frame);
    }
  }
  // The network heals: a frame lost on a connection that stays up is noticed only when it breaks, so
  // both ends connect afresh, and every frame arrives, oldest first, until none is left.
  for (const end of Object.values(world.ends)) {
    end.disconnect();
    end.reconnect();
  }
  for (let guard = 0; guard < 10_000; guard++) {
    const end = Object.values(world.ends).find((candidate) => candidate.inFlight.length > 0);
    if (!end) return;
    end.handle(end.inFlight.shift()!);
  }
  throw new Error('the network never went quiet');
}

describe('live-chat delivery under lost, repeated and reordered frames and dropped connections', () => {
  it('ends with every message sent stored once and on both screens exactly once', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), (steps) => {
        const world = new World();
        play(world, steps);
        const sentIds = Object.values(world.ends).flatMap((end) =>
          end.screen.filter((id) => id.startsWith(end.side)),
        );
        expect(world.stored.map((message) => message.id).sort()).toEqual([...sentIds].sort());
        expect(world.stored.map((message) => message.seq)).toEqual(
          world.stored.map((_m, index) => index + 1),
        );
        for (const end of Object.values(world.ends)) {
          expect([...end.screen].sort()).toEqual(world.stored.map((message) => message.id).sort());
          expect(end.delivery.pending()).toEqual([]);
          expect(end.delivery.through()).toBe(world.stored.length);
          // The other side's messages appear in the order the server numbered them.
          const theirs = end.screen.filter((id) => !id.startsWith(end.side));
          const numbered = world.stored.filter((m) => m.from !== end.side).map((m) => m.id);
          expect(theirs).toEqual(numbered);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('holds a message after a gap back until the gap is filled, and asks to resume', () => {
    const delivery = createChatDelivery<{ id: string }, Numbered>();
    expect(delivery.receive([{ id: 'a', seq: 1 }])).toMatchObject({ fresh: [{ id: 'a' }], gap: false });
    expect(delivery.receive([{ id: 'c', seq: 3 }])).toEqual({ inOrder: [], fresh: [], gap: true });
    expect(delivery.through()).toBe(1);
    const filled = delivery.receive([
      { id: 'b', seq: 2 },
      { id: 'c', seq: 3 },
    ]);
    expect(filled.fresh.map((message) => message.id)).toEqual(['b', 'c']);
    expect(filled.gap).toBe(false);
    expect(delivery.receive([{ id: 'c', seq: 3 }]).fresh).toEqual([]);
  });

  it('treats an acknowledged seq past a gap as a reason to resume, and its own message as not fresh', () => {
    const delivery = createChatDelivery<{ id: string }, Numbered>({ through: 4 });
    delivery.queue({ id: 'mine' });
    expect(delivery.due()).toEqual([{ id: 'mine' }]);
    expect(delivery.due()).toEqual([]);
    expect(delivery.acknowledged('mine', 6).gap).toBe(true);
    const resumed = delivery.receive([
      { id: 'theirs', seq: 5 },
      { id: 'mine', seq: 6 },
    ]);
    expect(resumed.inOrder.map((message) => message.id)).toEqual(['theirs', 'mine']);
    expect(resumed.fresh.map((message) => message.id)).toEqual(['theirs']);
    expect(delivery.through()).toBe(6);
  });

  it('hands out the messages held back for a gap when the ack of an own message fills it', () => {
    const delivery = createChatDelivery<{ id: string }, Numbered>();
    delivery.queue({ id: 'mine' });
    delivery.due();
    // The other side's message, stored after mine, arrives before my ack: held back.
    expect(delivery.receive([{ id: 'theirs', seq: 2 }])).toEqual({ inOrder: [], fresh: [], gap: true });
    const released = delivery.acknowledged('mine', 1);
    expect(released).toEqual({
      inOrder: [{ id: 'theirs', seq: 2 }],
      fresh: [{ id: 'theirs', seq: 2 }],
      gap: false,
    });
    expect(delivery.through()).toBe(2);
    expect(delivery.receive([{ id: 'theirs', seq: 2 }]).fresh).toEqual([]);
  });

  it('sends an unacknowledged message again on the next connection, and a refused one never', () => {
    const delivery = createChatDelivery<{ id: string }, Numbered>();
    delivery.queue({ id: 'one' });
    delivery.queue({ id: 'two' });
    delivery.due();
    delivery.refused('two');
    delivery.connectionLost();
    expect(delivery.due()).toEqual([{ id: 'one' }]);
  });
});
