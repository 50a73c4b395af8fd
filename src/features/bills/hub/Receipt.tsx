import { css } from '@/ui/css';
import { useId } from 'react';
import { Button } from '@/ui/Button';
import { notifySuccess } from '@/ui/toast';
import type { PurchaseReceipt } from '../api';
import { texts } from '../texts';

const box = css`
  display: grid;
  gap: 10px;
  margin: 0 0 20px;
  padding: 14px;
  border-radius: var(--radius);
  background: var(--brand-soft);
  color: var(--brand-dark);
  & h2 { margin: 0; font-size: var(--text-md); }
  & p { margin: 0; overflow-wrap: anywhere; }
  & .token { display: grid; gap: 2px; }
  & output { font-size: var(--text-lg); font-weight: 800; letter-spacing: 0.03em; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
`;

/**
 * The last purchase's answer, kept on the hub after its toast has gone: a prepaid token is typed
 * into a meter later, so it stays readable and can be copied.
 */
export const Receipt = ({ message, token }: PurchaseReceipt) => {
  const headingId = useId();
  const tokenId = useId();
  // Browsers offer the clipboard on secure pages only (not on http://192.168.… from a phone);
  // there the token stays selectable text.
  const canCopy = typeof navigator.clipboard?.writeText === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token ?? '');
      notifySuccess(texts.receipt.copied);
    } catch {
      // Refused (no permission): the token is still on screen to select.
    }
  };
  return (
    <section className={box} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.receipt.heading}</h2>
      <p>{message}</p>
      {token && (
        <>
          <span className="token">
            <span id={tokenId}>{texts.receipt.token}</span>
            <output aria-labelledby={tokenId}>{token}</output>
          </span>
          {canCopy && (
            <Button variant="secondary" onClick={() => void copy()}>
              {texts.receipt.copy}
            </Button>
          )}
        </>
      )}
    </section>
  );
};
