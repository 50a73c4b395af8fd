/**
 * Checks both adapters make before anything is sent or recorded. They guard against a caller's
 * mistake (the bills service validates input first), so they throw instead of answering "failed".
 */

/** Our RequestID as VTU providers take it: 1 to 20 letters and digits. */
export function checkRequestId(requestId: string): string {
  if (!/^[A-Za-z0-9]{1,20}$/.test(requestId)) throw new RangeError('a VTU RequestID must be 1 to 20 letters and digits');
  return requestId;
}

/** Kobo to the whole naira VTU providers take: 100000 -> 1000. */
export function wholeNaira(amountKobo: number): number {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0 || amountKobo % 100 !== 0) {
    throw new RangeError(`a VTU amount must be a positive whole number of naira (got ${amountKobo} kobo)`);
  }
  return amountKobo / 100;
}
