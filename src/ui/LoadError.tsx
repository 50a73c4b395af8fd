import { css } from './css';
import { useState } from 'react';
import { Button } from './Button';

const box = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 24px 8px;
  text-align: center;
  & p { margin: 0; color: var(--muted); }
`;

/** `onRetry` may finish at once (a reload that shows its own loading state) or when the data is back. */
type LoadErrorProps = { message: string; retryLabel: string; onRetry: () => unknown };

/** What a screen shows in place of data it could not load: the reason and a way to try again. */
export const LoadError = ({ message, retryLabel, onRetry }: LoadErrorProps) => {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    await onRetry();
    setRetrying(false);
  };
  return (
    <div className={box}>
      <p role="alert">{message}</p>
      <Button variant="secondary" loading={retrying} onClick={retry}>
        {retryLabel}
      </Button>
    </div>
  );
};
