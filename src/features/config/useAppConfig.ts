import { useEffect, useState } from 'react';
import type { AppConfigResponse } from '@contract/config';
import { appConfig } from './api';

/**
 * GET config for a component: undefined until it arrives, and when it cannot be had (what uses
 * it, a footer link or a gateway's name, is a nicety a failed read must not turn into an error).
 */
export const useAppConfig = (): AppConfigResponse | undefined => {
  const [config, setConfig] = useState<AppConfigResponse>();
  useEffect(() => {
    let current = true;
    appConfig().then(
      (answer) => current && setConfig(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
};
