import type { Column } from 'drizzle-orm';
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

/** What drizzle's `.prepare(name)` gives a select, and what preparedRead gives back. */
export interface PreparedSelect<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
  getQuery(): { sql: string };
}

/**
 * Both drivers' prepared queries (node-postgres's and PGlite's) also answer `all`: the rows as the
 * driver gave them, unmapped. drizzle's base type leaves it out, so it is checked once here.
 */
const rawRows = (query: PreparedSelect<unknown>): ((values?: Record<string, unknown>) => Promise<DriverRow[]>) => {
  const { all } = query as PreparedSelect<unknown> & { all?: (values?: Record<string, unknown>) => Promise<DriverRow[]> };
  if (typeof all !== 'function') throw new Error('preparedRead: this driver gives no unmapped rows');
  return (values) => all.call(query, values);
};

type DriverRow = Record<string, unknown>;

/**
 * Turns a row as the driver gives it (by column name, each value as the driver parsed it, an
 * instant still as PostgreSQL's text) into the row drizzle's `execute` gives, by each column's own
 * decoder: what drizzle's general row mapper does, made once for this list of columns instead of
 * worked out again for every value of every row. Columns must have distinct names.
 */
export function rowDecoder(fields: Record<string, Column>): (row: DriverRow) => DriverRow {
  const columns = Object.entries(fields).map(([field, column]) => ({ field, name: column.name, column }));
  const names = new Set(columns.map((entry) => entry.name));
  if (names.size !== columns.length) throw new Error('rowDecoder: two fields read columns of the same name');
  return (row) => {
    const out: DriverRow = {};
    for (const { field, name, column } of columns) {
      const value = row[name];
      out[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return out;
  };
}

/**
 * preparedOnce for a select of plain columns: `build` selects the `fields` it is given, and its rows
 * are read as the driver gives them and decoded by rowDecoder. drizzle's general mapper was most
 * of the ORM's time on a history page (docs/performance.md §Server); prepared.test.ts holds the
 * rows equal to drizzle's own on both databases.
 */
export function preparedRead<F extends Record<string, Column>, Row>(
  fields: F,
  build: (db: Db, fields: F) => PreparedSelect<Row>,
): (db: Db) => PreparedSelect<Row> {
  const decode = rowDecoder(fields);
  return preparedOnce((db) => {
    const query = build(db, fields);
    const rows = rawRows(query);
    return {
      execute: async (values) => (await rows(values)).map(decode) as Row[],
      getQuery: () => query.getQuery(),
    };
  });
}
