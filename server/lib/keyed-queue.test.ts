import { describe, expect, it } from 'vitest';
import { keyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('keyedQueue', () => {
  it('runs tasks of one key one at a time, in order, and tasks of other keys alongside', async () => {
    const run = keyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([run('a', task('a1')), run('a', task('a2')), run('a', task('a3'))]);
    expect(results).toEqual(['a1', 'a2', 'a3']);
    expect(log).toEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    expect(most).toBe(1);

    most = 0;
    await Promise.all([run('a', task('a')), run('b', task('b'))]);
    expect(most).toBe(2);
  });

  it('keeps going after a task fails, and passes the failure to its caller', async () => {
    const run = keyedQueue();
    const failed = run(1, () => Promise.reject(new Error('boom')));
    const next = run(1, async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
