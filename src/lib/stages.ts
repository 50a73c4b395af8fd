/**
 * Where a visitor is in a multi-screen flow, kept in localStorage so a reload keeps the place
 * (docs/product.md §Flows). Registration: 1 at /register, 2 OTP sent, 3 OTP verified,
 * 4 details given, 5 time chosen, 0 when done. Recovery: 1 at /forgot-password, 2 OTP sent,
 * 3 OTP verified, 0 done.
 */
export type Flow = 'register' | 'recovery';

const KEYS: Record<Flow, string> = { register: 'registrationStage', recovery: 'recoveryStage' };

export const getStage = (flow: Flow, storage: Storage = localStorage): number => {
  const stage = Number(storage.getItem(KEYS[flow]));
  return Number.isInteger(stage) && stage > 0 ? stage : 0;
};

export const setStage = (flow: Flow, stage: number, storage: Storage = localStorage): void => {
  storage.setItem(KEYS[flow], String(stage));
};

export const hasReachedStage = (flow: Flow, needed: number, storage: Storage = localStorage): boolean => getStage(flow, storage) >= needed;

/** Each flow's first page; its later steps are the pages under it (docs/product.md §Signed-out screens). */
const FIRST_PAGES: Record<Flow, string> = { register: '/register', recovery: '/forgot-password' };

const flowAt = (path: string): Flow | undefined =>
  (Object.keys(FIRST_PAGES) as Flow[]).find((flow) => path === FIRST_PAGES[flow] || path.startsWith(`${FIRST_PAGES[flow]}/`));

/** A move between two pages of the same flow: one of its steps to another. */
export const isStepChange = (from: string, to: string): boolean => {
  const flow = flowAt(from);
  return flow !== undefined && flow === flowAt(to);
};
