import http from 'node:http';
import { assert } from 'superstruct';
import { COOKIES } from '../../contract/cookies';
import { liveEndpoints, LiveEvent } from '../../contract';
import { urlOf } from './client';

/** One thing a stream said: an event (its data checked against the contract) or a comment line (a heartbeat). */
type Heard = { event: LiveEvent; at: number } | { comment: string; at: number };

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refusal (JSON); empty for a stream. */
  body: () => string;
  heard: Heard[];
  events: () => LiveEvent[];
  /** Resolves with the first event heard from now on that `test` takes (any, by default). */
  nextEvent(test?: (event: LiveEvent) => boolean, within?: number): Promise<{ event: LiveEvent; at: number }>;
  /** Resolves with the first comment line (a heartbeat) heard from now on. */
  nextComment(within?: number): Promise<string>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

const isEvent = (heard: Heard): heard is Extract<Heard, { event: LiveEvent }> => 'event' in heard;
const isComment = (heard: Heard): heard is Extract<Heard, { comment: string }> => 'comment' in heard;

/**
 * Opens the live stream at `base` (a listening test app) as a browser's EventSource would: a GET
 * with the session cookie and `Accept: text/event-stream`. Resolves once the answer's head is in.
 */
export function openStream(base: string, token: string | undefined, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${urlOf(liveEndpoints.liveEvents)}`,
      { headers: { accept: 'text/event-stream', ...(token ? { cookie: `${COOKIES.token}=${token}` } : {}), ...headers } },
      (response) => {
        const heard: Heard[] = [];
        const waiters = new Set<() => void>();
        let text = '';
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          buffer += chunk;
          // Events are separated by a blank line; each line is `data: …` or a `: comment`.
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const at = performance.now();
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice('data: '.length));
            for (const line of block.split('\n').filter((l) => l.startsWith(':'))) heard.push({ comment: line.slice(1).trim(), at });
            if (data.length > 0) {
              const event: unknown = JSON.parse(data.join('\n'));
              assert(event, LiveEvent);
              heard.push({ event, at });
            }
            end = buffer.indexOf('\n\n');
          }
          for (const wake of waiters) wake();
        });
        const ended = new Promise<void>((done) => response.on('close', () => done()));
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: () => text,
          heard,
          events: () => heard.filter(isEvent).map((h) => h.event),
          nextEvent: (test = () => true, within = 5_000) => next((h) => isEvent(h) && test(h.event), within) as Promise<Extract<Heard, { event: LiveEvent }>>,
          nextComment: async (within = 5_000) => ((await next(isComment, within)) as Extract<Heard, { comment: string }>).comment,
          ended,
          close: () => request.destroy(),
        });
        function next(test: (heard: Heard) => boolean, within: number): Promise<Heard> {
          const from = heard.length;
          return new Promise((found, fail) => {
            const look = () => {
              const hit = heard.slice(from).find(test);
              if (!hit) return false;
              waiters.delete(wake);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const wake = () => void look();
            const timer = setTimeout(() => {
              waiters.delete(wake);
              fail(new Error(`nothing expected heard within ${within} ms; heard ${JSON.stringify(heard.slice(from))}`));
            }, within);
            waiters.add(wake);
            look();
          });
        }
      },
    );
    request.on('error', reject);
  });
}
