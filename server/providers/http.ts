import { ProviderUnavailable } from './errors';

/** Where adapters report trouble; the server passes its pino logger. */
export interface ProviderLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RawResponse {
  status: number;
  text: string;
}

/**
 * The HTTP side every real adapter shares: one exchange under a time limit, and transport trouble
 * (timeout, refused connection, 5xx) sorted into ProviderUnavailable. Log lines and messages name
 * the operation and a reason, never the URL or the underlying error: some providers take their
 * credentials in the query string, and an error from fetch may quote the URL it was given.
 */
export function providerHttp(label: string, log: ProviderLog, timeoutMs: number) {
  const provider = label.toLowerCase();

  const unavailable = (op: string, reason: string, code?: string) => {
    log.warn({ provider, op, reason }, `${label} unavailable`);
    return new ProviderUnavailable(`${label} ${op}: ${reason}`, code);
  };

  /** One HTTP exchange; only the transport can fail here. */
  async function exchange(op: string, url: string, init: RequestInit = {}): Promise<RawResponse> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw unavailable(op, transportFailure(error, timeoutMs), timedOut ? 'timeout' : 'unreachable');
    }
  }

  /** 5xx, 408 and 429 say "not now", not "no": whatever happened is still unknown. */
  function throwIfTransient(op: string, raw: RawResponse): RawResponse {
    if (raw.status >= 500 || raw.status === 408 || raw.status === 429) throw unavailable(op, `HTTP ${raw.status}`, `http_${raw.status}`);
    return raw;
  }

  return { unavailable, exchange, throwIfTransient };
}

/** Why fetch failed, in words safe to log: the timeout, or the system's error code (ECONNREFUSED). */
function transportFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? `could not be reached (${code})` : 'could not be reached';
}

export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
