import { StructError, create, type Struct } from 'superstruct';
import { unprocessable } from './errors';

const readableKey = (key: string) => key.replace(/_/g, ' ');

/** One message per failing field: the struct's own message, or "The x field is required/invalid." */
const messagesOf = (error: StructError): string[] => {
  const byField = new Map<string, string>();
  for (const failure of error.failures()) {
    const key = failure.path.join('.') || 'request';
    if (byField.has(key)) continue;
    if (failure.value === undefined || failure.value === null) {
      byField.set(key, `The ${readableKey(key)} field is required.`);
    } else if (failure.refinement !== undefined || failure.type === 'numericId') {
      byField.set(key, failure.message);
    } else {
      byField.set(key, `The ${readableKey(key)} field is invalid.`);
    }
  }
  return [...byField.values()];
};

/** Validates (and coerces) what a client sent; a failure is a 422 listing what is wrong. */
export function parseInput<T, S>(struct: Struct<T, S>, input: unknown): T {
  try {
    return create(input ?? {}, struct);
  } catch (error) {
    if (error instanceof StructError) throw unprocessable(messagesOf(error));
    throw error;
  }
}
