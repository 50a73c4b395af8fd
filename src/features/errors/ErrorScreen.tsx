import type { ErrorComponentProps } from '@tanstack/react-router';
import { css } from 'goober';
import { Button } from '@/ui/Button';
import { texts } from './texts';

const page = css`
  max-width: 560px;
  margin: 48px auto;
  padding: 24px 16px;
  text-align: center;
  & p { color: var(--muted); overflow-wrap: anywhere; }
  & div { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; }
  & a { display: inline-flex; align-items: center; min-height: 44px; color: var(--brand-dark); font-weight: 600; }
`;

/** Browsers word a failed lazy import differently; a new deploy or a dropped connection causes it. */
const CHUNK_ERROR = /dynamically imported module|module script failed|Loading chunk|Unable to preload/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_ERROR.test(error.message);

/** The router's fallback page (docs/product.md §Errors and toasts). A plain link home: the router may be what broke. */
export const ErrorScreen = ({ error }: ErrorComponentProps) => (
  <main className={page}>
    <h1>{texts.heading}</h1>
    <p role="alert">{isChunkLoadError(error) ? texts.chunk : String(error instanceof Error ? error.message : error)}</p>
    <div>
      <Button onClick={() => location.reload()}>{texts.reload}</Button>
      <a href="/">{texts.home}</a>
    </div>
  </main>
);
