import type { PlanDraftInput } from '../../../contract';
import type { plans } from '../../db/schema';

/** A plan to store: what an operator or the sandbox catalogue gives; the database fills in the rest. */
export type PlanDraft = Pick<
  typeof plans.$inferInsert,
  'name' | 'amountKobo' | 'percentageBp' | 'noOf' | 'duration' | 'category' | 'which' | 'unitsOffered' | 'unitsSold'
>;

/** An operator's validated input as a plan to store; the picture follows the category unless given. */
export const draftFromInput = (input: PlanDraftInput): PlanDraft => ({
  name: input.name.trim(),
  amountKobo: input.amount,
  percentageBp: input.percentage,
  noOf: input.periods,
  duration: input.duration,
  category: input.category,
  which: input.which ?? input.category,
  unitsOffered: input.units,
});
