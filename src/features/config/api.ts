import { configEndpoint, type AppConfigResponse } from '@contract/config';
import { call } from '@/api/client';

let answer: Promise<AppConfigResponse> | undefined;

/**
 * GET config, asked once per page load and shared by whoever needs it (the footer first). A
 * failure is forgotten, so the next screen that asks tries again.
 */
export const appConfig = (): Promise<AppConfigResponse> =>
  (answer ??= call(configEndpoint).catch((error: unknown) => {
    answer = undefined;
    throw error;
  }));
