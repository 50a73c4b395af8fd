import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useEffect, useId, useRef } from 'react';
import { Card } from '@/ui/Card';
import { LEGAL_PAGES, type LegalPageId } from './legalPages';
import { texts } from './texts';

const page = css`
  max-width: 720px;
  margin: 0 auto;
  & h1 { margin: 8px 0 12px; font-size: 1.4rem; }
  /* Focused by the page itself, not by the reader: no ring. */
  & h1:focus { outline: none; }
  & h2 { margin: 20px 0 8px; font-size: 1.05rem; }
  & p { margin: 0 0 10px; }
  & a { color: var(--brand-dark); font-weight: 600; }
  & .back { display: inline-flex; align-items: center; min-height: 44px; }
`;

const note = css`
  margin: 0 0 8px;
  padding: 12px;
  border-radius: var(--radius);
  background: var(--brand-soft);
  color: var(--text);
  font-size: 0.9rem;
`;

/** One of About's pages (/account/about#<page>): the operator's starting text, then where to ask about it. */
export const LegalScreen = ({ id }: { id: LegalPageId }) => {
  const t = texts.about;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The entry that opened the page is gone: the reader starts at the page's heading.
  useEffect(() => heading.current?.focus(), [id]);
  return (
    <Card className={page} aria-labelledby={headingId}>
      <Link to="/account/about" className="back">
        {t.back}
      </Link>
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {t[id]}
      </h1>
      <p className={note} role="note">
        {t.operatorNote}
      </p>
      {LEGAL_PAGES[id].map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        {t.questions} <Link to="/account/customer-support">{t.contactSupport}</Link>
      </p>
    </Card>
  );
};
