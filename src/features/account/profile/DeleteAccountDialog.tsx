import { css } from '@/ui/css';
import { useState } from 'react';
import { leaveForLogin } from '@/features/shell';
import { Button } from '@/ui/Button';
import { dialogActionsClass, Modal } from '@/ui/Modal';
import { notifySuccess } from '@/ui/toast';
import { deleteAccount } from '../api';
import { deletionRefusal } from './deletion';
import { texts } from '../texts';

const reasonsClass = css`
  margin: 12px 0 0;
  padding: 12px;
  border-radius: var(--radius);
  background: #fdecea;
  color: var(--danger);
  & p { margin: 0; }
  & p + p { margin-top: 8px; }
`;

/**
 * Confirm, then delete (docs/product.md §Account, §Flows). Deleted, storage is cleared and /login follows 2 s later
 * (the dialog stays busy until then); refused, the server's reasons show in the dialog.
 */
export const DeleteAccountDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = texts.deleteAccount;
  const [deleting, setDeleting] = useState(false);
  const [reasons, setReasons] = useState<readonly string[]>([]);
  const close = () => {
    if (deleting) return;
    setReasons([]);
    onClose();
  };
  const confirm = async () => {
    setDeleting(true);
    setReasons([]);
    try {
      notifySuccess((await deleteAccount()).message);
    } catch (error) {
      setReasons(deletionRefusal(error));
      setDeleting(false);
      return;
    }
    // The identifier Remember Me kept names an account that is gone.
    await leaveForLogin({ forgetRemembered: true });
  };

  return (
    <Modal open={open} title={t.title} onClose={close}>
      <p>{t.question}</p>
      {reasons.length > 0 && (
        <div className={reasonsClass} role="alert">
          {reasons.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </div>
      )}
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={close} disabled={deleting}>
          {t.cancel}
        </Button>
        <Button variant="danger" loading={deleting} onClick={() => void confirm()}>
          {t.confirm}
        </Button>
      </div>
    </Modal>
  );
};
