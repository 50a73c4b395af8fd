import { Link } from '@tanstack/react-router';
import { css } from 'goober';
import { useId } from 'react';
import { Card } from '@/ui/Card';
import { actionListClass, Chevron } from './ActionList';
import { texts } from './texts';

const page = css`
  max-width: 560px;
  margin: 0 auto;
  & h1 { margin: 0 0 8px; font-size: 1.4rem; }
`;

/** Spec 2.10 About: Privacy Policy, Terms of Service, Security and Compliance, each a page of its own. */
export const AboutScreen = () => {
  const t = texts.about;
  const headingId = useId();
  return (
    <Card className={page} aria-labelledby={headingId}>
      <h1 id={headingId}>{t.heading}</h1>
      <ul className={actionListClass} aria-labelledby={headingId}>
        <li>
          <Link to="/account/about/privacy-policy">
            {t.privacy}
            <Chevron />
          </Link>
        </li>
        <li>
          <Link to="/account/about/terms-of-service">
            {t.terms}
            <Chevron />
          </Link>
        </li>
        <li>
          <Link to="/account/about/security-and-compliance">
            {t.security}
            <Chevron />
          </Link>
        </li>
      </ul>
    </Card>
  );
};
