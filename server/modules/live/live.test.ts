import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, type OpenStream } from '../../test/event-stream';
import { balanceOf, createTestApp, customerWithWallet, deposit, verifyDeposit } from '../../test/harness';
import { credit, customerIdOf, emailOf, listening, listeningApp, twoInstances } from '../../test/live';
import { postMovement } from '../wallet/ledger';
import { notify } from '../notifications';

const fanOuts: Array<{ name: string; env: Record<string, string> }> = [
  { name: process.env.TEST_DB === 'postgres' ? 'PostgreSQL LISTEN/NOTIFY' : "PGlite's LISTEN/NOTIFY, one instance", env: {} },
  // Redis pub/sub is used beside PostgreSQL only: an embedded database has one instance.
  ...(process.env.TEST_REDIS_URL && process.env.TEST_DB === 'postgres' ? [{ name: 'Redis pub/sub', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

for (const { name, env } of fanOuts) {
  describe(`live updates across instances through ${name}`, () => {
    let pair: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      pair = await twoInstances({ env });
    });
    afterAll(() => pair.close());

    it('tells a stream open on A within a second of the commit on B that a deposit changed the balance, history and notifications', async () => {
      const email = emailOf(`deposit-${name.length}`);
      const token = await customerWithWallet(pair.a, email, 0);
      const stream = await openStream(pair.base, token);
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream');
      expect(stream.headers['cache-control']).toBe('no-store');

      // Listening before the deposit: the sandbox checkout settles the payment as it answers, as the
      // gateway's webhook would, and the event may come before that answer does.
      const heard = stream.nextEvent((event) => event.changed?.includes('balance') === true, 10_000);
      const paid = await deposit(pair.b, token, 500);
      // The second is counted from B's answer, which comes just after the commit.
      const committed = performance.now();
      // A credit that did not happen tells nothing; say so rather than wait for it.
      const verified = await verifyDeposit(pair.b, token, paid.reference);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(await balanceOf(pair.b, token)).toBe('500.00');
      // Should the event not come, the failure carries what both instances logged meanwhile.
      const event = await heard.catch((error: Error) => {
        throw new Error(`${error.message}\nA logged: ${pair.a.logs().slice(-3_000)}\nB logged: ${pair.b.logs().slice(-3_000)}`);
      });
      // The credit, its history row and its notification, in one transaction: one event.
      expect(event.event).toEqual({ kind: 'changed', changed: ['balance', 'history', 'notifications'] });
      expect(event.at - committed).toBeLessThan(1_000);
      stream.close();
    });

    it('tells nothing of a transaction that rolled back, nor of a savepoint that did', async () => {
      const email = emailOf(`rollback-${name.length}`);
      const token = await customerWithWallet(pair.a, email, 0);
      const customerId = await customerIdOf(pair.a, email);
      const stream = await openStream(pair.base, token);
      const db = pair.b.deps.db;

      await expect(
        db.transaction(async (tx) => {
          await postMovement(tx, 'deposit', 'LIVE-ROLLED-BACK', credit(customerId));
          throw new Error('rolled back on purpose');
        }),
      ).rejects.toThrow('rolled back on purpose');
      const heard = stream.nextEvent(undefined, 2_000);
      await db.transaction(async (tx) => {
        // The savepoint's movement is undone; the transaction around it commits a notification only.
        await tx
          .transaction(async (savepoint) => {
            await postMovement(savepoint, 'deposit', 'LIVE-SAVEPOINT', credit(customerId));
            throw new Error('savepoint rolled back');
          })
          .catch(() => undefined);
        await notify(tx, customerId, { title: 'Live', description: 'A note committed alone.', which: 4, type: 1 });
      });
      expect((await heard).event).toEqual({ kind: 'changed', changed: ['notifications'] });
      expect(stream.events()).toEqual([{ kind: 'changed', changed: ['notifications'] }]);
      stream.close();
    });
  });
}

describe('one customer and the whole server have a limit of streams', () => {
  const app = listeningApp({ SSE_MAX_STREAMS: '4' });

  it('keeps three streams a customer: a fourth closes the oldest, told it was replaced, and the others still hear changes', async () => {
    const email = emailOf('four');
    const token = await customerWithWallet(app.t, email, 0);
    const customerId = await customerIdOf(app.t, email);
    const streams: OpenStream[] = [];
    for (let i = 0; i < 3; i += 1) streams.push(await openStream(app.base, token));
    expect(await app.t.app.metrics.sseStreams.get()).toMatchObject({ values: [{ value: 3 }] });

    const fourth = await openStream(app.base, token);
    expect(fourth.status).toBe(200);
    await streams[0]!.ended;
    expect(streams[0]!.events()).toEqual([{ kind: 'replaced' }]);
    expect(await app.t.app.metrics.sseStreams.get()).toMatchObject({ values: [{ value: 3 }] });

    const open = [streams[1]!, streams[2]!, fourth];
    const heard = open.map((stream) => stream.nextEvent());
    await app.t.deps.db.transaction((tx) => postMovement(tx, 'deposit', 'LIVE-FOURTH', credit(customerId)));
    for (const event of await Promise.all(heard)) expect(event.event).toEqual({ kind: 'changed', changed: ['balance'] });
    for (const stream of open) stream.close();
  });

  it('answers 503 with Retry-After past SSE_MAX_STREAMS, and lets one in again once one closed', async () => {
    const tokens = await Promise.all([1, 2, 3, 4, 5].map((n) => customerWithWallet(app.t, emailOf(`full-${n}`), 0)));
    const streams = await Promise.all(tokens.slice(0, 4).map((token) => openStream(app.base, token)));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200]);

    const refused = await openStream(app.base, tokens[4]);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    await refused.ended;
    expect(JSON.parse(refused.body())).toEqual({ status: 'error', message: 'Live updates are busy. The app will try again shortly.' });

    streams[0]!.close();
    await streams[0]!.ended;
    await expect.poll(async () => (await app.t.app.metrics.sseStreams.get()).values[0]?.value).toBe(3);
    const admitted = await openStream(app.base, tokens[4]);
    expect(admitted.status).toBe(200);
    for (const stream of [...streams, admitted]) stream.close();
  });
});

describe('the stream itself', () => {
  const app = listeningApp({ SSE_HEARTBEAT_SECONDS: '1' });

  it('sends a heartbeat comment on an idle stream, so proxies keep it', async () => {
    const token = await customerWithWallet(app.t, emailOf('heartbeat'), 0);
    const stream = await openStream(app.base, token);
    expect(await stream.nextComment(3_000)).toBe('heartbeat');
    expect(stream.events()).toEqual([]);
    stream.close();
  });

  it('answers 401 without the session cookie: with no cookie, a bearer token only, or a session that ended', async () => {
    const token = await customerWithWallet(app.t, emailOf('unauthenticated'), 0);
    for (const [cookieToken, headers] of [
      [undefined, {}],
      [undefined, { authorization: `Bearer ${token}` }],
      ['not-a-real-token', {}],
    ] as const) {
      const refused = await openStream(app.base, cookieToken, headers);
      expect(refused.status).toBe(401);
      await refused.ended;
      expect(JSON.parse(refused.body())).toEqual({ status: 'error', message: 'Unauthenticated. Please sign in again.' });
    }
  });

  it('ends every stream when shutdown begins and refuses new ones with 503, so closing does not wait for them', async () => {
    const token = await customerWithWallet(app.t, emailOf('shutdown'), 0);
    const stream = await openStream(app.base, token);
    app.t.app.startDraining();
    await stream.ended;
    const refused = await openStream(app.base, token);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
  });
});

describe('a shutdown with streams open', () => {
  it('closes the server at once, ending the streams', async () => {
    const t = await createTestApp();
    const base = await listening(t);
    const token = await customerWithWallet(t, emailOf('close'), 0);
    const stream = await openStream(base, token);
    // Without ending the streams first, close() waits for them (main.ts cuts them after 20 s).
    await t.close();
    await stream.ended;
  });
});
