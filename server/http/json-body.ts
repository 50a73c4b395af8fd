import type { FastifyInstance } from 'fastify';
import { ClientError } from '../lib/errors';

/** No request of ours nests deeper than a few levels; twenty leaves room and stops stack games. */
const MAX_JSON_DEPTH = 20;

export const JSON_TEXTS = {
  tooDeep: 'The request is nested too deeply.',
} as const;

/**
 * True when the JSON text opens more than `max` arrays or objects inside each other. One pass
 * over the characters, skipping strings, before anything parses or validates it.
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning guards), behind a depth check: a body
 * like `[[[[…]]]]` is a 400 before it can overflow a stack in parsing or validation.
 */
export function guardJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new ClientError(400, JSON_TEXTS.tooDeep), undefined);
    return parse(request, text, done);
  });
}
