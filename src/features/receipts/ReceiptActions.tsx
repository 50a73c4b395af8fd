import { useState } from 'react';
import { saveFile } from '@/api/download';
import { ApiError } from '@/api/errors';
import { Button } from '@/ui/Button';
import { css } from '@/ui/css';
import { notifyErrors, notifySuccess } from '@/ui/toast';
import { fetchReceipt, revokeReceipt } from './api';
import { texts } from './texts';

const actions = css`
  display: grid;
  gap: 8px;
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid var(--border);
  & .row { display: flex; flex-wrap: wrap; gap: 8px; }
  & .row > * { flex: 1 1 140px; }
  & p { margin: 0; color: var(--muted); font-size: var(--text-sm); }
`;

type Busy = 'share' | 'download' | 'revoke' | null;

const messagesOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.messages.length > 0 ? error.messages : [fallback]);

/**
 * A finished transaction's receipt (docs/product.md §Receipts and statements): Share hands the PNG
 * to the phone's share sheet (Web Share with files) where the browser can, else saves it like
 * Download; the verification link may be revoked.
 */
export const ReceiptActions = ({ id }: { id: number }) => {
  const t = texts.receipt;
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (what: Exclude<Busy, null>) => {
    setBusy(what);
    try {
      if (what === 'revoke') {
        notifySuccess((await revokeReceipt(id)).message);
        return;
      }
      const file = await fetchReceipt(id);
      const shared = new File([file.blob], file.filename, { type: file.blob.type });
      if (what === 'share' && navigator.canShare?.({ files: [shared] })) {
        await navigator.share({ files: [shared], title: t.shareTitle }).catch((error: unknown) => {
          // The customer closed the share sheet: nothing went wrong.
          if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
        });
      } else {
        saveFile(file);
      }
    } catch (error) {
      notifyErrors(messagesOf(error, t.failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={actions}>
      <div className="row">
        <Button onClick={() => void run('share')} loading={busy === 'share'} disabled={busy !== null}>
          {t.share}
        </Button>
        <Button variant="secondary" onClick={() => void run('download')} loading={busy === 'download'} disabled={busy !== null}>
          {t.download}
        </Button>
      </div>
      <p>{t.note}</p>
      <Button variant="secondary" onClick={() => void run('revoke')} loading={busy === 'revoke'} disabled={busy !== null}>
        {t.revoke}
      </Button>
    </div>
  );
};
