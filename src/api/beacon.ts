import type { BodyOf, Endpoint } from '@contract/endpoint';
import { apiUrl } from './client';

/**
 * Sends a POST endpoint's JSON body with navigator.sendBeacon: the browser delivers it even as
 * the page goes away, and nobody reads the answer. Returns false when the browser refused it.
 */
export const sendBeacon = <E extends Endpoint & { method: 'POST' }>(endpoint: E, body: BodyOf<E>): boolean =>
  typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(apiUrl(endpoint), new Blob([JSON.stringify(body)], { type: 'application/json' }));
