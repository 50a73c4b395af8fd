import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ClientError } from '../lib/errors';
import { isConnectionLost, retryWhileLost } from './connection-lost';

/** PostgreSQL's error as node-postgres raises it, with its SQLSTATE. */
const serverError = (code: string, message: string) => Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });
/** As Drizzle hands it on: the failed statement, its values, and the driver's error as cause. */
const failedQuery = (cause: Error) => new DrizzleQueryError('insert into "withdrawals" ...', ['FVW1'], cause);
const socketError = (code: string) => Object.assign(new Error(`read ${code}`), { code, errno: -104, syscall: 'read' });

describe('isConnectionLost', () => {
  it.each([
    ['the server ending the connection (pg_terminate_backend, a restart)', serverError('57P01', 'terminating connection due to administrator command')],
    ['the server crashing', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['the server still starting', serverError('57P03', 'the database system is starting up')],
    ['a connection failure', serverError('08006', 'connection failure')],
    ['a connection that does not exist', serverError('08003', 'connection does not exist')],
    ['a connection exception', serverError('08000', 'connection exception')],
    ['a reset socket', socketError('ECONNRESET')],
    ['a refused connection (the server down)', socketError('ECONNREFUSED')],
    ['a broken pipe', socketError('EPIPE')],
    ['the socket closing under a statement', new Error('Connection terminated unexpectedly')],
    ['a client left unusable by its lost connection', new Error('Client has encountered a connection error and is not queryable')],
    ['a client already closed', new Error('Client was closed and is not queryable')],
  ])('is true for %s, bare or under Drizzle', (_what, error) => {
    expect(isConnectionLost(error)).toBe(true);
    expect(isConnectionLost(failedQuery(error))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint "payments_reference_key"')],
    ['a check violation', serverError('23514', 'new row violates check constraint')],
    ['a serialization failure', serverError('40001', 'could not serialize access')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selct"')],
    ['a refusal of ours', new ClientError(422, 'Please enter a valid amount.')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s, bare or under Drizzle', (_what, error) => {
    expect(isConnectionLost(error)).toBe(false);
    expect(isConnectionLost(failedQuery(error))).toBe(false);
  });

  it('is false for what is not an error', () => {
    for (const thrown of [undefined, null, 'Connection terminated unexpectedly', 57, { code: 42 }]) expect(isConnectionLost(thrown)).toBe(false);
  });
});

describe('retryWhileLost', () => {
  it('runs the work again while only the connection was lost, telling each loss, and gives its result', async () => {
    const failures = [failedQuery(serverError('57P01', 'terminating connection due to administrator command')), socketError('ECONNRESET')];
    const heard: unknown[] = [];
    let runs = 0;
    const result = await retryWhileLost(
      async () => {
        runs += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return 'started';
      },
      { attempts: 5, waitMs: 1, onLost: async (error) => void heard.push(error) },
    );
    expect(result).toBe('started');
    expect(runs).toBe(3);
    expect(heard).toHaveLength(2);
  });

  it('gives up after the last attempt, and at once on any other error', async () => {
    const lost = socketError('ECONNREFUSED');
    let runs = 0;
    const always = () => {
      runs += 1;
      return Promise.reject(lost);
    };
    await expect(retryWhileLost(always, { attempts: 3, waitMs: 1, onLost: async () => undefined })).rejects.toBe(lost);
    expect(runs).toBe(3);
    const wrong = new Error('relation "customers" does not exist');
    runs = 0;
    const broken = () => {
      runs += 1;
      return Promise.reject(wrong);
    };
    await expect(retryWhileLost(broken, { attempts: 3, waitMs: 1, onLost: async () => undefined })).rejects.toBe(wrong);
    expect(runs).toBe(1);
  });
});
