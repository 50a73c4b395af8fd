/** Live updates: the stream that says what changed, so the app reads it again. */
export { connectLive } from './connect';
