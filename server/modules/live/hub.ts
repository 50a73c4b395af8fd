import { LIVE_CHANGES, type LiveEvent } from '../../../contract';
import type { Changes } from './changes';

/** One open stream, as the hub sees it: what it can be told, and how to end it. */
export interface LiveStream {
  send(event: LiveEvent): void;
  close(): void;
}

interface Entry {
  stream: LiveStream;
  customerId: number;
}

/** Why a stream was not let in. */
export type Refusal = 'busy' | 'draining';

/**
 * The streams open on this instance, by customer, oldest first (docs/rules.md §Live updates): at
 * most `perCustomer` each, the oldest closed (told `replaced`) for a newer one; at most `total` in
 * all, past which a new one is refused; none while the instance drains. `watch` hears the count.
 */
export class StreamHub {
  private readonly byCustomer = new Map<number, Entry[]>();
  private count = 0;
  private draining = false;

  constructor(
    private readonly limits: { perCustomer: number; total: number },
    private readonly watch: (open: number) => void = () => undefined,
  ) {}

  /** How many streams are open here. */
  get size(): number {
    return this.count;
  }

  /** Lets a stream in and answers how to let it go (once it closed), or why not. */
  admit(customerId: number, stream: LiveStream): Refusal | (() => void) {
    if (this.draining) return 'draining';
    const mine = this.byCustomer.get(customerId) ?? [];
    // The newest wins: a phone that changed networks leaves a stream nobody reads behind it.
    for (const oldest of mine.slice(0, Math.max(0, mine.length - this.limits.perCustomer + 1))) this.evict(oldest, { kind: 'replaced' });
    if (this.count >= this.limits.total) return 'busy';
    const entry: Entry = { stream, customerId };
    this.byCustomer.set(customerId, [...(this.byCustomer.get(customerId) ?? []), entry]);
    this.setCount(this.count + 1);
    return () => this.remove(entry);
  }

  /** Tells each customer's open streams what changed. */
  deliver(changes: Changes): void {
    for (const [customerId, what] of changes) {
      const event: LiveEvent = { kind: 'changed', changed: LIVE_CHANGES.filter((change) => what.has(change)) };
      for (const entry of this.byCustomer.get(customerId) ?? []) entry.stream.send(event);
    }
  }

  /** Tells every open stream to read everything again: changes may have been missed (the fan-out was away). */
  deliverToAll(): void {
    for (const entries of this.byCustomer.values()) for (const entry of entries) entry.stream.send({ kind: 'changed', changed: [...LIVE_CHANGES] });
  }

  /** Shutdown: ends every stream (the clients open theirs elsewhere) and lets none in from now on. */
  drain(): void {
    this.draining = true;
    for (const entries of [...this.byCustomer.values()]) for (const entry of entries) this.evict(entry);
  }

  private evict(entry: Entry, last?: LiveEvent) {
    this.remove(entry);
    if (last) entry.stream.send(last);
    entry.stream.close();
  }

  private remove(entry: Entry) {
    const mine = this.byCustomer.get(entry.customerId);
    const index = mine?.indexOf(entry) ?? -1;
    if (!mine || index < 0) return;
    mine.splice(index, 1);
    if (mine.length === 0) this.byCustomer.delete(entry.customerId);
    this.setCount(this.count - 1);
  }

  private setCount(open: number) {
    this.count = open;
    this.watch(open);
  }
}
