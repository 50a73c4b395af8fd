import { css } from 'goober';
import { useEffect, useState } from 'react';
import type { AppConfigResponse } from '@contract/config';
import { appConfig } from '@/features/config';
import { texts } from './texts';

const footer = css`
  padding: 16px;
  text-align: center;
  color: var(--muted);
  font-size: 0.875rem;
  & a { color: var(--brand-dark); font-weight: 600; }
`;

/** The provider from GET config; nothing until it arrives, or when it cannot be had. */
const useProvider = (): AppConfigResponse['provider'] | undefined => {
  const [provider, setProvider] = useState<AppConfigResponse['provider']>();
  useEffect(() => {
    let current = true;
    appConfig().then(
      (config) => current && setProvider(config.provider),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return provider;
};

/** '© 2024 Powered by' and a link to the provider's own site, both from GET config. */
export const Footer = () => {
  const provider = useProvider();
  return (
    <footer className={footer}>
      {texts.footer.poweredBy} {provider && <a href={provider.url}>{provider.name}</a>}
    </footer>
  );
};
