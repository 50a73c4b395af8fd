/** What the stream's refusals say; the app reads none of it, it only tries again later. */
export const LIVE_TEXTS = {
  busy: 'Live updates are busy. The app will try again shortly.',
  draining: 'This server is restarting. The app will connect again shortly.',
} as const;
