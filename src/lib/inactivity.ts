/** Signed-out authentication screens give up after an hour without input (docs/product.md §Signed-out screens). */
export const INACTIVITY_TIMEOUT_MS = 3_600_000;

const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const;

/** Calls onIdle once after `timeout` ms without activity on target. Returns a stop function. */
export const watchInactivity = (onIdle: () => void, target: EventTarget = window, timeout = INACTIVITY_TIMEOUT_MS): (() => void) => {
  let timer = setTimeout(onIdle, timeout);
  const restart = (): void => {
    clearTimeout(timer);
    timer = setTimeout(onIdle, timeout);
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, restart, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, restart);
  };
};
