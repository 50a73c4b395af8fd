/** Live updates: what the writers of money, history and notifications note, and the app's wiring. */
export { changed, tellingChanges } from './changes';
export { startLive } from './live';
