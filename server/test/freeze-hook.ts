/**
 * Loaded (node --import) into a server process that a crash test starts through freezeAt
 * (server/test/freeze-point.ts): stops the whole process dead at one precise point and says so
 * in a file, so the test's kill -9 lands exactly there and nowhere else. Production code has no
 * hook for it: the points are the database driver's next statement and Node's HTTP reply.
 *
 * FREEZE_BEFORE_STATEMENT: before the first statement whose SQL or parameters contain this text
 * is sent (everything the process did until then stays as it was: an open transaction stays open).
 * FREEZE_BEFORE_REPLY: before the answer to a request for this path is written (its work is done).
 */
import { writeFileSync } from 'node:fs';
import { ServerResponse } from 'node:http';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

const { FREEZE_BEFORE_STATEMENT: statement, FREEZE_BEFORE_REPLY: reply, FREEZE_SIGNAL: signal } = process.env;

/** Blocks the only thread for good: no timer, socket or query of this process moves again. */
function freeze(where: string): never {
  if (signal) writeFileSync(signal, where);
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

if (statement) {
  // Both drivers (PGlite and node-postgres) send every statement through this one method.
  type Send = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: Send };
  const send = prototype.queryWithCache;
  prototype.queryWithCache = function (this: unknown, queryString, params, query) {
    if ([queryString, ...params.map(String)].some((text) => text.includes(statement))) freeze(`before the statement with ${statement}`);
    return send.call(this, queryString, params, query);
  };
}

if (reply) {
  const writeHead = ServerResponse.prototype.writeHead;
  ServerResponse.prototype.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (this.req.url?.split('?')[0] === reply) freeze(`before the reply to ${reply}`);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
