import { createServer, type AddressInfo } from 'node:net';
import type { ProviderLog } from '../providers/http';

/** What an adapter logged, kept for a test to read back (and to prove no secret is in it). */
export interface LogLine {
  level: 'warn' | 'error';
  obj: object;
  msg: string;
}

export const logInto = (lines: LogLine[]): ProviderLog => ({
  warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
});

/** The error a promise rejects with, to assert on its class and message together. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected a rejection');
}

/** The address of a port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function unreachableUrl(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}
