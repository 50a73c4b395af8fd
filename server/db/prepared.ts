import type { Db } from './client';

/**
 * A statement the server runs on nearly every request, built once per database handle instead of
 * once per request (docs/performance.md §Server). `build` ends in drizzle's `.prepare(name)`, its
 * values given as `sql.placeholder(...)` and filled by `execute({ ... })`. On node-postgres the
 * name also makes it a prepared statement on each pooled connection, parsed and planned once
 * there; PGlite runs the same text with the values each time. Names must differ between
 * statements: a connection keeps each name's first text.
 */
export function preparedOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
