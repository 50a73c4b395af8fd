/** When the page last reloaded itself for a failed chunk (sessionStorage: this tab only). */
const RELOADED_AT_KEY = 'chunkReloadedAt';
/** A reload less than this long ago did not help: the fallback shows instead of another. */
export const RELOAD_GUARD_MS = 60_000;

/**
 * A chunk failed, most often because a new release replaced the files this page was built
 * against: reload to get the new version, unless this tab already did so within the last minute
 * (then the cause is elsewhere, and reloading again would loop). True when the reload is under way.
 */
export const reloadOnceForNewRelease = (now: number, reload: () => void = () => location.reload()): boolean => {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    if (last > 0 && now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Storage refused (a privacy mode): without the guard a reload could loop, so none.
    return false;
  }
  reload();
  return true;
};
