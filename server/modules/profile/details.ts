import { and, eq, isNull } from 'drizzle-orm';
import { ageOn, parseDob, type Customer, type UpdateProfileRequest } from '../../../contract';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { unauthenticated, unprocessable } from '../../lib/errors';
import { lagosDate } from '../../lib/lagos-time';
import { presentCustomer } from '../customer';
import { PROFILE_TEXTS } from './texts';

/** Investment products are for adults. */
const MINIMUM_AGE = 18;

/**
 * updateprofile: names, date of birth and address. The e-mail (the sign-in) and the phone number
 * are not changed here. Age is counted on today's Lagos calendar day.
 */
export async function updateProfile(db: Db, customerId: number, input: UpdateProfileRequest, now: Date): Promise<{ message: string; customer: Customer }> {
  const dob = parseDob(input.dob);
  if (!dob) throw unprocessable(PROFILE_TEXTS.dobInvalid);
  if (ageOn(dob, lagosDate(now)) < MINIMUM_AGE) throw unprocessable(PROFILE_TEXTS.tooYoung);
  const [row] = await db
    .update(customers)
    .set({ firstname: input.firstname.trim(), lastname: input.lastname.trim(), address: input.address.trim(), dob })
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .returning();
  if (!row) throw unauthenticated();
  return { message: PROFILE_TEXTS.updated, customer: presentCustomer(row) };
}
