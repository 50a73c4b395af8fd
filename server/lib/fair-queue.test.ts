import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { fairQueue, QueueFull } from './fair-queue';

describe('fairQueue', () => {
  it('never runs more than `concurrency` tasks at once', async () => {
    const queue = fairQueue({ concurrency: 2, maxQueued: 100 });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        queue.run(`k${i % 3}`, async () => {
          running += 1;
          most = Math.max(most, running);
          await sleep(2);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  it("lets another key's task in after one more task of a flood queued before it, not after the whole flood", async () => {
    const queue = fairQueue({ concurrency: 1, maxQueued: 100 });
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
      await sleep(1);
    };
    const flood = Array.from({ length: 20 }, (_, i) => queue.run('flood', task(`flood-${i}`)));
    const genuine = queue.run('genuine', task('genuine'));
    await Promise.all([...flood, genuine]);
    // flood-0 was running and the flood's next turn was already due; then the genuine task, not 21st.
    expect(order.indexOf('genuine')).toBe(2);
  });

  it('refuses new work once too much is waiting, and keeps going after a failed task', async () => {
    const queue = fairQueue({ concurrency: 1, maxQueued: 2 });
    const slow = queue.run('a', () => sleep(5));
    const waiting = [queue.run('a', () => sleep(1)), queue.run('b', () => Promise.reject(new Error('boom')))];
    await expect(queue.run('c', async () => 'too many')).rejects.toBeInstanceOf(QueueFull);
    await slow;
    await expect(waiting[1]).rejects.toThrow('boom');
    await expect(queue.run('c', async () => 'room again')).resolves.toBe('room again');
  });

  it("refuses one key's work past its share of the queue, while other keys still get in", async () => {
    const queue = fairQueue({ concurrency: 1, maxQueued: 10, maxPerKey: 3 });
    const first = queue.run('flood', () => sleep(5));
    const flood = Array.from({ length: 6 }, () => queue.run('flood', async () => 'flood').catch((error: unknown) => error));
    const other = queue.run('other', async () => 'other');
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((outcome) => outcome === 'flood')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome instanceof QueueFull)).toHaveLength(3);
    await expect(other).resolves.toBe('other');
    await first;
    await expect(queue.run('flood', async () => 'room again')).resolves.toBe('room again');
  });
});
