import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { plans } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import type { PlanDraft } from './plan-draft';
import type { PlanRow } from './present';
import { SANDBOX_CATALOGUE } from './sandbox-catalogue';

/** Operators' messages (`npm run plans`). */
export const CATALOGUE_TEXTS = {
  nameTaken: (name: string) => `A plan named "${name}" already exists.`,
  notFound: (id: number) => `There is no plan ${id}.`,
  alreadyClosed: (id: number, name: string) => `Plan ${id} (${name}) is already closed.`,
} as const;

/** Every plan, oldest first, for operators. */
export const catalogue = (db: Db): Promise<PlanRow[]> => db.select().from(plans).orderBy(asc(plans.id));

export async function addPlan(db: Db, draft: PlanDraft): Promise<PlanRow> {
  try {
    const [row] = await db.insert(plans).values(draft).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'plans_name_key')) throw unprocessable(CATALOGUE_TEXTS.nameTaken(draft.name));
    throw error;
  }
}

/** Stops sales of a plan; investments already bought in run to their end. */
export async function closePlan(db: Db, id: number, now: Date): Promise<PlanRow> {
  const [closed] = await db
    .update(plans)
    .set({ closedAt: now })
    .where(and(eq(plans.id, id), isNull(plans.closedAt)))
    .returning();
  if (closed) return closed;
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  throw unprocessable(row ? CATALOGUE_TEXTS.alreadyClosed(id, row.name) : CATALOGUE_TEXTS.notFound(id));
}

/**
 * Sandbox and development start with a realistic catalogue; production starts empty and never
 * calls this. Idempotent (plans are matched by name, also when two instances start at once), and a
 * seeded plan an operator closed stays closed. Returns how many plans it added.
 */
export async function seedSandboxCatalogue(db: Db): Promise<number> {
  const added = await db.insert(plans).values(SANDBOX_CATALOGUE).onConflictDoNothing({ target: plans.name }).returning({ id: plans.id });
  return added.length;
}
