import { randomBytes } from 'node:crypto';

/**
 * Our own unique reference for a payment, transfer, purchase, investment or cash-out: a prefix
 * naming the kind and 13 random alphanumerics (under the 20-character limit some providers have,
 * prefix included).
 */
export const newReference = (prefix: 'FVD' | 'FVW' | 'FVB' | 'FVI' | 'FVC') =>
  `${prefix}${randomBytes(10).toString('base64url').replace(/[-_]/g, '').slice(0, 13).toUpperCase().padEnd(13, '0')}`;
