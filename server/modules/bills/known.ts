/**
 * A value the contract's validation already vouched for (a known code, a readable number): past
 * validation it cannot be missing, and if it is, that is a bug to hear about, not a customer's 422.
 */
export function known<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('a validated bills input could not be read');
  return value;
}
