import { css } from '@/ui/css';
import { useAppConfig } from '@/features/config';
import { texts } from './texts';

const footer = css`
  padding: 16px;
  text-align: center;
  color: var(--muted);
  font-size: var(--text-sm);
  & a { color: var(--brand-dark); font-weight: 600; }
`;

/** '© 2024 Powered by' and a link to the provider's own site, both from GET config. */
export const Footer = () => {
  const provider = useAppConfig()?.provider;
  return (
    <footer className={footer}>
      {texts.footer.poweredBy} {provider && <a href={provider.url}>{provider.name}</a>}
    </footer>
  );
};
