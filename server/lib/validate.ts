import { StructError, create, type Struct } from 'superstruct';
import { unprocessable } from './errors';

export const VALIDATION_TEXTS = {
  /** Without a field: a character in a field's name, or in a body that is a bare string or list. */
  refusedCharacter: (field?: string) => `The ${field ? `${field} field` : 'request'} contains a character that is not allowed.`,
} as const;

const readableKey = (key: string) => key.replace(/_/g, ' ');

/** A message per top-level field of the input; a problem with the whole body is under "request". */
type Messages = Map<string, string>;

/**
 * PostgreSQL text cannot hold NUL, so a string with one would fail in the database as a 500.
 * Every string the client sent (values and names, however deeply nested) is looked at once here,
 * whatever struct the route uses. Iterative, so a deeply nested body cannot overflow the stack.
 */
const hasNul = (input: unknown): boolean => {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
};

const refusedCharacters = (input: unknown): Messages => {
  const refused: Messages = new Map();
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    if (hasNul(input)) refused.set('request', VALIDATION_TEXTS.refusedCharacter());
    return refused;
  }
  for (const [key, value] of Object.entries(input)) {
    if (key.includes('\u0000')) refused.set(key, VALIDATION_TEXTS.refusedCharacter());
    else if (hasNul(value)) refused.set(key, VALIDATION_TEXTS.refusedCharacter(readableKey(key)));
  }
  return refused;
};

/** Field types (contract/fields.ts) whose failures carry a message written for the customer. */
const OWN_MESSAGES = new Set(['numericId', 'idText']);

/** One message per failing field: the struct's own message, or "The x field is required/invalid." */
const messagesOf = (error: StructError, byField: Messages): string[] => {
  for (const failure of error.failures()) {
    const key = failure.path.join('.') || 'request';
    if (byField.has(key) || byField.has(String(failure.path[0]))) continue;
    if (failure.value === undefined || failure.value === null) {
      byField.set(key, `The ${readableKey(key)} field is required.`);
    } else if (failure.refinement !== undefined || OWN_MESSAGES.has(failure.type)) {
      byField.set(key, failure.message);
    } else {
      byField.set(key, `The ${readableKey(key)} field is invalid.`);
    }
  }
  return [...byField.values()];
};

/**
 * A form body is parsed into an object outside Object's prototype chain, which superstruct cannot
 * print in a union's failure message; a plain copy reads the same.
 */
const plain = (input: unknown): unknown =>
  input === undefined || input === null ? {} : typeof input === 'object' && !(input instanceof Object) ? Object.assign({}, input) : input;

/** Validates (and coerces) what a client sent; a failure is a 422 listing what is wrong. */
export function parseInput<T, S>(struct: Struct<T, S>, input: unknown): T {
  const refused = refusedCharacters(input);
  try {
    const value = create(plain(input), struct);
    if (refused.size === 0) return value;
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    throw unprocessable(messagesOf(error, refused));
  }
  throw unprocessable([...refused.values()]);
}
