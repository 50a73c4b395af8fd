import type { ErrorComponentProps } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useEffect, useState } from 'react';
import { showPage } from '@/lib/pageChanges';
import { Button } from '@/ui/Button';
import { reloadOnceForNewRelease } from './reloadOnce';
import { texts } from './texts';

const page = css`
  max-width: 560px;
  margin: 48px auto;
  padding: 24px 16px;
  text-align: center;
  & p { color: var(--muted); overflow-wrap: anywhere; }
  & div { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; }
  & a { display: inline-flex; align-items: center; min-height: var(--target); color: var(--brand-dark); font-weight: 600; }
`;

/**
 * Browsers word a failed lazy import differently; a new deploy or a dropped connection causes it.
 * 'Loading chunk' is also our own timeout's (lib/chunkTimeout.ts).
 */
const CHUNK_ERROR = /dynamically imported module|module script failed|Loading chunk|Unable to preload/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_ERROR.test(error.message);

/**
 * The router's fallback page (docs/product.md §Errors and toasts). A failed chunk first reloads the page once for the new
 * release; if that already happened, the page says so and offers a Retry. A plain link home: the
 * router may be what broke.
 */
export const ErrorScreen = ({ error }: ErrorComponentProps) => {
  const chunk = isChunkLoadError(error);
  // Decided once, as the screen first shows: a re-render must not reload again.
  const [reloading] = useState(() => chunk && reloadOnceForNewRelease(Date.now()));
  // It replaces whatever the page showed, often without a change of path: said like a new page.
  useEffect(() => {
    if (!reloading) showPage({ moved: true });
  }, [reloading]);
  if (reloading) return null;
  return (
    <main className={page}>
      <h1>{texts.heading}</h1>
      <p role="alert">{chunk ? texts.chunk : String(error instanceof Error ? error.message : error)}</p>
      <div>
        <Button onClick={() => location.reload()}>{texts.retry}</Button>
        <a href="/">{texts.home}</a>
      </div>
    </main>
  );
};
