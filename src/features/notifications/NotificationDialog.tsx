import { css } from '@/ui/css';
import type { Notification } from '@contract/notifications';
import { formatLagosDateTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';

const CLOSE = 'Close';

const body = css`
  & p { margin: 0 0 12px; overflow-wrap: anywhere; }
  & time { display: block; margin-bottom: 20px; color: var(--muted); font-size: var(--text-sm); }
`;

type NotificationDialogProps = {
  /** The last one opened: it stays rendered while the dialog fades out. */
  notification: Notification | null;
  open: boolean;
  onClose: () => void;
};

/** Title, description, creation time (Lagos, like every time the app shows), and Close (docs/product.md §Signed-in frame). */
export const NotificationDialog = ({ notification, open, onClose }: NotificationDialogProps) => (
  <Modal open={open && notification !== null} title={notification?.title ?? ''} onClose={onClose}>
    {notification && (
      <div className={body}>
        <p>{notification.description}</p>
        <time dateTime={notification.created_at}>{formatLagosDateTime(notification.created_at)}</time>
        <Button block onClick={onClose}>
          {CLOSE}
        </Button>
      </div>
    )}
  </Modal>
);
