/** Offline: the pages' kept copies, the banner, and money actions that wait for a connection. */
export { OfflineBanner } from './OfflineBanner';
export { liveOrKept, readTally, wholeOrKept, type FromSnapshot } from './pageSnapshot';
export { useShownCopy } from './shownCopy';
export { snapshotStore } from './snapshot';
export { useNeedsConnection } from './useNeedsConnection';
export { watchConnection } from './watchConnection';
