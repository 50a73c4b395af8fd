import { authEndpoints } from './auth';
import { customerEndpoints } from './account';
import { billsEndpoints } from './bills';
import { configEndpoints } from './config';
import { dashboardEndpoints } from './dashboard';
import type { Endpoint } from './endpoint';
import { investmentEndpoints } from './investments';
import { legalEndpoints } from './legal';
import { liveEndpoints } from './live';
import { notificationEndpoints } from './notifications';
import { passkeyEndpoints } from './passkeys';
import { pinEndpoints } from './pin';
import { profileEndpoints } from './profile';
import { providerCallbackEndpoints } from './provider-callbacks';
import { receiptEndpoints } from './receipts';
import { transactionEndpoints } from './history';
import { vitalsEndpoints } from './vitals';
import { walletEndpoints } from './wallet';

/**
 * Every call of the API, by name. The server and docs/api.md read this table; the SPA imports
 * each area's own table (e.g. `walletEndpoints` from '@contract/wallet'), so a screen's bundle
 * carries only its own calls.
 */
export const ENDPOINTS = {
  ...authEndpoints,
  ...configEndpoints,
  ...legalEndpoints,
  ...customerEndpoints,
  ...profileEndpoints,
  ...dashboardEndpoints,
  ...investmentEndpoints,
  ...transactionEndpoints,
  ...receiptEndpoints,
  ...notificationEndpoints,
  ...liveEndpoints,
  ...pinEndpoints,
  ...passkeyEndpoints,
  ...walletEndpoints,
  ...billsEndpoints,
  ...vitalsEndpoints,
  ...providerCallbackEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
