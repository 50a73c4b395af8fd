/** Money waiting on a provider: the one way its rows move, and the operator's report of it. */
export { HELD_KINDS, moveHeld, type HeldKind } from './move';
export { askProvider } from './ask';
export { heldCommand } from './held-command';
export { heldByBand } from './bands';
