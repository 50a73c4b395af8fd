import type { FastifyRequest } from 'fastify';
import { ClientError } from '../lib/errors';

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
    throw new ClientError(400, 'The request could not be read. Please check what you sent.');
  }
  // The URL parser's own spelling ('http://localhost', not ':80'), as links built from it will read.
  return new URL(address).origin;
}
