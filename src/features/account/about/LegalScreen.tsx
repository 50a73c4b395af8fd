import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useEffect, useId, useRef } from 'react';
import type { LegalPageId, LegalSection } from '@contract/legal';
import { Card } from '@/ui/Card';
import { LoadError } from '@/ui/LoadError';
import { Skeleton } from '@/ui/Skeleton';
import { useLoad } from '@/ui/useLoad';
import { fetchLegalPage } from '../api';
import { texts } from '../texts';

const page = css`
  max-width: 720px;
  margin: 0 auto;
  & h1 { margin: 8px 0 12px; font-size: var(--text-xl); }
  /* Focused by the page itself, not by the reader: no ring. */
  & h1:focus { outline: none; }
  & h2 { margin: 20px 0 8px; font-size: var(--text-md); }
  & p { margin: 0 0 10px; overflow-wrap: anywhere; }
  & a { color: var(--brand-dark); font-weight: 600; }
  & .back { display: inline-flex; align-items: center; min-height: var(--target); }
  & .loading { display: grid; gap: 10px; margin-bottom: 10px; }
`;

/** Headings and lines of text while the page's text is on its way. */
const LegalTextSkeleton = () => (
  <div className="loading" aria-busy="true">
    {[0, 1].map((part) => (
      <div key={part} className="loading">
        <Skeleton width="40%" height={20} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </div>
    ))}
  </div>
);

/** The page's sections; each paragraph is text, whatever it holds (docs/rules.md §About pages). */
const LegalText = ({ sections }: { sections: readonly LegalSection[] }) =>
  sections.map((section, index) => (
    <section key={index}>
      {section.heading !== null && <h2>{section.heading}</h2>}
      {section.paragraphs.map((paragraph, line) => (
        <p key={line}>{paragraph}</p>
      ))}
    </section>
  ));

/** One of About's pages (/account/about#<page>): its text from the server, then where to ask about it. */
export const LegalScreen = ({ id }: { id: LegalPageId }) => {
  const t = texts.about;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const text = useLoad(id, () => fetchLegalPage(id));
  // The entry that opened the page is gone: the reader starts at the page's heading.
  useEffect(() => heading.current?.focus(), [id]);
  return (
    <Card className={page} aria-labelledby={headingId}>
      <Link to="/account/about" className="back">
        {t.back}
      </Link>
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {t.pages[id]}
      </h1>
      {text.status === 'loading' && <LegalTextSkeleton />}
      {text.status === 'failed' && <LoadError message={t.failed} retryLabel={t.retry} onRetry={text.reload} />}
      {text.status === 'done' && <LegalText sections={text.value} />}
      <p>
        {t.questions} <Link to="/account/customer-support">{t.contactSupport}</Link>
      </p>
    </Card>
  );
};
