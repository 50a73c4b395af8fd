import { DrizzleQueryError } from 'drizzle-orm/errors';
import { driverError } from '../db/errors';

/** The "at …" lines of a stack: its first line repeats the message, which may hold what logs must not. */
const frames = (stack = ''): string =>
  stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

export type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * What a log keeps of an error (the logger's `err` serializer). A failed query's error carries its
 * bound values (e-mails, hashes, codes) in its message and `params`, and PostgreSQL's `detail`
 * repeats the failing row: for those the log keeps the SQL, SQLSTATE, constraint and frames only.
 * See docs/rules.md §Errors.
 */
export const loggableError = (error: unknown): LoggedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  if (!(error instanceof DrizzleQueryError)) {
    // As the logger's own serializer has it: the error's own fields (a system error's code), and its cause.
    const cause = error.cause === undefined ? {} : { cause: loggableError(error.cause) };
    return { ...Object.fromEntries(Object.entries(error)), type: error.name, message: error.message, stack: error.stack ?? '', ...cause };
  }
  const database = driverError(error.cause);
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${error.query}`,
    ...(database ? { code: database.code, constraint: database.constraint } : {}),
    stack: frames(error.stack),
  };
};
