import type { LiveChange } from '../../../contract';
import type { Db, Tx } from '../../db/client';

/** What changed for whom: each customer's set of things to read again. */
export type Changes = Map<number, Set<LiveChange>>;

/** Where a change is told: `pending` collects a transaction's until it commits; without it, at once. */
interface Scope {
  publish: (changes: Changes) => void;
  pending: Changes | null;
}

type Transactional = Pick<Db, 'transaction'>;
type TransactionConfig = Parameters<Db['transaction']>[1];

/** The scope of each database handle the app gave out, and of each transaction opened on one. */
const scopes = new WeakMap<object, Scope>();

const merge = (into: Changes, from: Changes) => {
  for (const [customerId, what] of from) {
    const known = into.get(customerId);
    if (known) for (const change of what) known.add(change);
    else into.set(customerId, new Set(what));
  }
};

/**
 * Runs `run` in a transaction (or a savepoint) of `open`, collecting the changes its statements
 * note. Once it has committed they go to the enclosing transaction, or out when there is none;
 * when it rolls back they are dropped with it: a rolled-back movement never tells anyone.
 */
async function scoped<T>(open: Transactional['transaction'], run: (tx: Tx) => Promise<T>, config: TransactionConfig, parent: Scope): Promise<T> {
  const changes: Changes = new Map();
  const result = await open(async (tx) => {
    scopes.set(tx, { publish: parent.publish, pending: changes });
    // A savepoint inside it (tx.transaction) keeps its own changes until it is released.
    const savepoint = tx.transaction.bind(tx);
    tx.transaction = ((inner: (savepointTx: Tx) => Promise<unknown>, innerConfig?: TransactionConfig) =>
      scoped(savepoint, inner, innerConfig, scopes.get(tx)!)) as typeof tx.transaction;
    return run(tx);
  }, config);
  if (changes.size > 0) {
    if (parent.pending) merge(parent.pending, changes);
    else parent.publish(changes);
  }
  return result;
}

/**
 * The app's database handle: every transaction opened on it tells `publish` what it changed, once
 * it has committed (docs/rules.md §Live updates). Everything else is the database itself.
 */
export function tellingChanges(db: Db, publish: (changes: Changes) => void): Db {
  const root: Scope = { publish, pending: null };
  const telling = Object.create(db) as Db;
  telling.transaction = ((run, config) => scoped(db.transaction.bind(db), run, config, root)) as Db['transaction'];
  scopes.set(telling, root);
  return telling;
}

/**
 * Notes that a statement just run on `executor` changed `what` for these customers: told after
 * its transaction commits, or at once when it ran on its own (it has committed already). A handle
 * the app did not give out (an operator command's) tells nobody.
 */
export function changed(executor: Db | Tx, customerIds: Iterable<number>, what: LiveChange): void {
  const scope = scopes.get(executor);
  if (!scope) return;
  const changes: Changes = new Map();
  for (const customerId of customerIds) changes.set(customerId, new Set([what]));
  if (changes.size === 0) return;
  if (scope.pending) merge(scope.pending, changes);
  else scope.publish(changes);
}
