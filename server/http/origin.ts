import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Config } from '../config';
import { badRequest, ClientError } from '../lib/errors';
import { HTTP_TEXTS } from './texts';

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

/** Whether the server listens on every interface (other machines may reach it by this one's addresses). */
export const listensEverywhere = (host: string): boolean => ALL_INTERFACES.has(host);

export const hostUrl = (host: string, port: number): string => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * Where the server says it is when no request may say it (the start banner, links in a mail to a
 * customer): PUBLIC_URL, else the address it listens on, localhost when that is every interface.
 * Never a request's Host header: its sender writes it, and a mail to someone else must not link
 * where a stranger chose.
 */
export const ownOrigin = (config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string =>
  config.publicUrl ?? hostUrl(listensEverywhere(config.host) ? 'localhost' : config.host, config.port);

/** A host name, IPv4 or bracketed IPv6 address, and an optional port: nothing that could end a URL's authority. */
const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const HOST_MAX_LENGTH = 260;

/**
 * The origin the browser used for this request ('http://192.168.1.5:8080'), from its Host header
 * (X-Forwarded-Host and -Proto behind a trusted proxy). Used only where no PUBLIC_URL is
 * configured, which production refuses (see config.ts): a client writes its own Host header.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host;
  const address = `${request.protocol}://${host}`;
  if (host.length > HOST_MAX_LENGTH || !HOST_PATTERN.test(host) || !URL.canParse(address)) {
    throw badRequest(HTTP_TEXTS.unreadable);
  }
  // The URL parser's own spelling ('http://localhost', not ':80'), as links built from it will read.
  return new URL(address).origin;
}

/**
 * Refuses a form post that did not come from one of our own pages (login CSRF: another site
 * signing a visitor into the attacker's account; another site paying a sandbox checkout). The
 * browser's Origin must be ours (PUBLIC_URL, or the request's own origin where none is
 * configured), and Sec-Fetch-Site, when the browser sends it, must say same-origin. Runs before
 * the body is read; a refusal is a 403 saying `refusal`. See docs/rules.md.
 */
export const sameOriginPost =
  (publicUrl: string | undefined, refusal: string): onRequestHookHandler =>
  async (request) => {
    const ours = publicUrl ? new URL(publicUrl).origin : requestOrigin(request);
    const site = request.headers['sec-fetch-site'];
    if (request.headers.origin !== ours || (site !== undefined && site !== 'same-origin')) {
      throw new ClientError(403, refusal);
    }
  };
