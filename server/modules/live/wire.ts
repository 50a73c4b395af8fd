import { LIVE_CHANGES } from '../../../contract';
import type { Changes } from './changes';

/**
 * How changes travel between instances: `[[customerId, bits], …]` as JSON, a bit per entry of
 * LIVE_CHANGES. PostgreSQL's NOTIFY takes at most 8000 bytes, so a big batch (a payout pass tells
 * thousands of customers at once) goes as several messages of at most MESSAGE_BYTES.
 */
const MESSAGE_BYTES = 7_000;

const bitsOf = (what: ReadonlySet<string>) => LIVE_CHANGES.reduce((bits, change, index) => (what.has(change) ? bits | (1 << index) : bits), 0);

export function encodeChanges(changes: Changes): string[] {
  const messages: string[] = [];
  let pairs: string[] = [];
  let length = 2;
  for (const [customerId, what] of changes) {
    const pair = `[${customerId},${bitsOf(what)}]`;
    if (pairs.length > 0 && length + pair.length + 1 > MESSAGE_BYTES) {
      messages.push(`[${pairs.join(',')}]`);
      pairs = [];
      length = 2;
    }
    pairs.push(pair);
    length += pair.length + 1;
  }
  if (pairs.length > 0) messages.push(`[${pairs.join(',')}]`);
  return messages;
}

const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && Number.isSafeInteger(value[0]) && Number.isSafeInteger(value[1]);

/** A message from another instance; anything else on the channel (not ours, garbled) is nothing. */
export function decodeChanges(message: string): Changes {
  const changes: Changes = new Map();
  let pairs: unknown;
  try {
    pairs = JSON.parse(message);
  } catch {
    return changes;
  }
  if (!Array.isArray(pairs)) return changes;
  for (const pair of pairs) {
    if (!isPair(pair)) continue;
    const [customerId, bits] = pair;
    const what = new Set(LIVE_CHANGES.filter((_, index) => bits & (1 << index)));
    if (what.size > 0) changes.set(customerId, what);
  }
  return changes;
}
