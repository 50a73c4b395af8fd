interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The driver's error under Drizzle's wrapper (both PGlite and node-postgres carry SQLSTATE in `code`). */
export const driverError = (error: unknown): PgErrorLike | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string') return candidate;
    current = candidate.cause;
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const pgError = driverError(error);
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
};

/** A row is still referenced (23503), e.g. a picture another customer has just taken up. */
export const isForeignKeyViolation = (error: unknown, constraint?: string): boolean => {
  const pgError = driverError(error);
  return pgError?.code === '23503' && (constraint === undefined || pgError.constraint === constraint);
};
