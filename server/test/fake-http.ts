import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The HTTP side of a local stand-in for a provider: a real server on 127.0.0.1 at a free port, so
 * adapters are tested through fetch, JSON and headers exactly as in production. It records what
 * was asked of it and lets a test replace or delay answers; subclasses answer like the provider's
 * documentation.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The request as it arrived, query string included. */
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** Replaces the fake's answer to the next `times` requests for `path` (a pathname, no query). */
export interface Fault {
  path: string;
  status?: number;
  /** Sent as is: a raw string (malformed JSON) or JSON.stringify of a value; a function makes it from the request. */
  body?: string | object | ((request: RecordedRequest) => string | object);
  /** Wait this long first; without status or body, the normal answer follows the delay. */
  delayMs?: number;
  times?: number;
}

export abstract class FakeHttpServer {
  url = '';
  readonly requests: RecordedRequest[] = [];

  private server: Server | undefined;
  private faults: (Fault & { times: number })[] = [];
  private timers = new Set<NodeJS.Timeout>();

  /** The provider's answer: an HTTP status and a JSON body (or a raw string). */
  protected abstract answer(request: RecordedRequest): [number, unknown];
  /** What an injected fault sends when the test gives a status but no body. */
  protected abstract faultBody(): unknown;

  async listen(): Promise<this> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    this.server = server;
    this.url = `http://127.0.0.1:${port}`;
    // A client that hangs up mid-request (the adapter's timeout) is not the fake's failure.
    server.on('request', (req, res) => void this.handle(req, res).catch(() => res.destroy()));
    return this;
  }

  callsTo(path: string): number {
    return this.requests.filter((r) => r.path === path).length;
  }

  lastRequestTo(path: string): RecordedRequest | undefined {
    return this.requests.findLast((r) => r.path === path);
  }

  failNext(fault: Fault) {
    this.faults.push({ ...fault, times: fault.times ?? 1 });
  }

  /** Forgets requests and pending faults; subclasses reset their own state after calling this. */
  reset() {
    this.requests.length = 0;
    this.faults.length = 0;
  }

  async close() {
    for (const timer of this.timers) clearTimeout(timer);
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const text = await readBody(req);
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      url: req.url ?? '/',
      authorization: req.headers.authorization,
      body: text ? safeJson(text) : undefined,
    };
    this.requests.push(request);
    const fault = this.takeFault(request.path);
    if (fault?.delayMs) await this.sleep(fault.delayMs);
    if (res.destroyed) return;
    if (fault && (fault.status !== undefined || fault.body !== undefined)) {
      const body = typeof fault.body === 'function' ? fault.body(request) : (fault.body ?? this.faultBody());
      send(res, fault.status ?? 200, body);
      return;
    }
    const [status, body] = this.answer(request);
    send(res, status, body);
  }

  private takeFault(path: string) {
    const index = this.faults.findIndex((f) => f.path === path);
    const fault = this.faults[index];
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault;
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** A string goes as it is (an HTML error page, broken JSON); anything else as JSON. */
function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
