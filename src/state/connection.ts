import { signal } from '@preact/signals-core';

/**
 * Whether the server can be reached: the browser's word at first, then its online and offline
 * events and whether a page's reads got an answer (docs/rules.md §The installed app).
 */
export const online = signal(navigator.onLine);
