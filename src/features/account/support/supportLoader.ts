import type { SupportContacts } from '@contract/config';
import { appConfig } from '@/features/config';

/** /account/customer-support's contacts from GET config; null when it could not be had (the screen offers a retry). */
export const loadSupportContacts = (): Promise<SupportContacts | null> =>
  appConfig().then(
    (config) => config.support,
    () => null,
  );
