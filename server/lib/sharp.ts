import { loadOnce } from './load-once';

/** sharp, for the profile pictures and the receipt images, loaded on the first of them (lib/load-once.ts). */
export const loadSharp = loadOnce(async () => (await import('sharp')).default);
