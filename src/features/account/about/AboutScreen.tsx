import { Link, useLocation } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useId } from 'react';
import { isLegalPage, LEGAL_PAGES } from '@contract/legal';
import { Card } from '@/ui/Card';
import { actionListClass, Chevron } from '../ActionList';
import { LegalScreen } from './LegalScreen';
import { texts } from '../texts';

const page = css`
  max-width: 560px;
  margin: 0 auto;
  & h1 { margin: 0 0 8px; font-size: var(--text-xl); }
`;

/**
 * /account/about (docs/product.md §Account): Privacy Policy, Terms of Service, Security and Compliance. Each opens its
 * page at /account/about#<page>: pages of one route, which keeps the route tree (in every
 * visitor's first download) from growing by one route per page.
 */
export const AboutScreen = () => {
  const t = texts.about;
  const headingId = useId();
  const fragment = useLocation({ select: (location) => location.hash });
  if (isLegalPage(fragment)) return <LegalScreen id={fragment} />;
  return (
    <Card className={page} aria-labelledby={headingId}>
      <h1 id={headingId}>{t.heading}</h1>
      <ul className={actionListClass} aria-labelledby={headingId}>
        {LEGAL_PAGES.map((id) => (
          <li key={id}>
            <Link to="/account/about" hash={id}>
              {t.pages[id]}
              <Chevron />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
};
