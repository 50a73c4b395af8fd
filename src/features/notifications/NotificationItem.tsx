import { css } from '@/ui/css';
import type { MouseEvent } from 'react';
import type { Notification } from '@contract/notifications';
import { formatLagosDateTime } from '@/lib/dates';
import { isUnread } from '@/features/notifications/kinds';
import { CloseIcon } from '@/ui/icons';
import { NotificationAvatar } from './NotificationAvatar';
import { srOnly } from '@/ui/srOnly';
import { IconButton } from '@/ui/IconButton';

const texts = {
  dismiss: (title: string) => `Dismiss ${title}`,
  unread: 'Unread: ',
} as const;

const item = css`
  display: flex;
  align-items: flex-start;
  gap: 4px;
  border-bottom: 1px solid var(--border);
  &:last-child { border-bottom: 0; }
  & .open {
    flex: 1;
    min-width: 0;
    display: flex;
    gap: 12px;
    padding: 10px 4px;
    border: 0;
    border-radius: var(--radius);
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  & .open:hover { background: var(--bg); }
  & .text { display: grid; gap: 2px; min-width: 0; }
  & strong { font-weight: 600; overflow-wrap: anywhere; }
  &[data-unread='true'] .open { background: #f6fbf9; box-shadow: inset 3px 0 0 var(--brand); }
  &[data-unread='true'] strong { font-weight: 800; }
  & .description {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: var(--text);
    font-size: var(--text-sm);
  }
  & time { color: var(--muted); font-size: var(--text-xs); }
  & .dismiss { margin-top: 8px; color: var(--muted); }
  & .dismiss:hover { color: var(--text); }
  & .dismiss svg { width: 18px; height: 18px; }
`;

/**
 * The control to focus once the item holding `control` is gone: the next item's (or else the
 * previous one's) open button; null when it was the only one.
 */
export const neighbourOf = (control: Element): HTMLButtonElement | null => {
  const row = control.closest('li');
  return (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector('button') ?? null;
};

type NotificationItemProps = {
  notification: Notification;
  onOpen: () => void;
  onDismiss: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The notifications page shows the description and which items are still unread. */
  detailed?: boolean;
};

/**
 * One notification as a list item: the avatar, title and time open it; the x beside dismisses
 * it. The dismiss keeps an open dropdown open (data-keep-open), so several can go in a row.
 */
export const NotificationItem = ({ notification, onOpen, onDismiss, detailed = false }: NotificationItemProps) => {
  const unread = detailed && isUnread(notification);
  return (
    <li className={item} data-unread={unread}>
      <button type="button" className="open" onClick={onOpen}>
        <NotificationAvatar notification={notification} />
        <span className="text">
          <strong>
            {unread && <span className={srOnly}>{texts.unread}</span>}
            {notification.title}
          </strong>
          {detailed && <span className="description">{notification.description}</span>}
          <time dateTime={notification.created_at}>{formatLagosDateTime(notification.created_at)}</time>
        </span>
      </button>
      <IconButton className="dismiss" label={texts.dismiss(notification.title)} data-keep-open onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </li>
  );
};
