import { authEndpoints } from './auth';
import { billsEndpoints } from './bills';
import { customerEndpoints } from './customer';
import { dashboardEndpoints } from './dashboard';
import type { Endpoint } from './endpoint';
import { notificationEndpoints } from './notifications';
import { pinEndpoints } from './pin';
import { transactionEndpoints } from './transactions';
import { walletEndpoints } from './wallet';

/**
 * Every call of the API, by name. The server and docs/api.md read this table; the SPA imports
 * each area's own table (e.g. `walletEndpoints` from '@contract/wallet'), so a screen's bundle
 * carries only its own calls.
 */
export const ENDPOINTS = {
  ...authEndpoints,
  ...customerEndpoints,
  ...dashboardEndpoints,
  ...transactionEndpoints,
  ...notificationEndpoints,
  ...pinEndpoints,
  ...walletEndpoints,
  ...billsEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
