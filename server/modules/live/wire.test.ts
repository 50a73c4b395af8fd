import { describe, expect, it } from 'vitest';
import type { Changes } from './changes';
import { decodeChanges, encodeChanges } from './wire';

describe('live changes between instances', () => {
  it("splits a payout pass's thousands of customers into messages NOTIFY takes, and reads them back whole", () => {
    const changes: Changes = new Map();
    for (let id = 1_000_000; id < 1_003_000; id += 1) changes.set(id, new Set(id % 2 ? ['balance', 'history', 'notifications'] : ['history']));
    const messages = encodeChanges(changes);
    expect(messages.length).toBeGreaterThan(1);
    // PostgreSQL refuses a NOTIFY payload of 8000 bytes or more.
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThan(8_000);
    const back: Changes = new Map(messages.flatMap((message) => [...decodeChanges(message)]));
    expect(back).toEqual(changes);
  });

  it('reads nothing from a message that is not one of ours', () => {
    for (const message of ['', 'not json', '{"a":1}', '[[1]]', '[["1",1]]', '[[1,0]]', '[[1.5,1]]']) expect(decodeChanges(message)).toEqual(new Map());
    expect(decodeChanges('[[7,4],"x",[8,1]]')).toEqual(
      new Map([
        [7, new Set(['notifications'])],
        [8, new Set(['balance'])],
      ]),
    );
  });
});
