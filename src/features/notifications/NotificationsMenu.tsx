import { useSignals } from '@preact/signals-react/runtime';
import { Link, useRouterState } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Notification } from '@contract/notifications';
import { readAllNotifications, readNotification, refreshNotifications } from '@/features/notifications/api';
import { dismissUnread, moreUnread, unreadNotifications } from '@/features/notifications/store';
import { Button } from '@/ui/Button';
import { Dropdown } from '@/ui/Dropdown';
import { BellIcon } from '@/ui/icons';
import { NotificationDialog } from '@/features/notifications/NotificationDialog';
import { neighbourOf, NotificationItem } from '@/features/notifications/NotificationItem';
import { menuTexts as t } from './texts';

const bell = css`
  position: relative;
  display: inline-flex;
  & .count {
    position: absolute;
    top: -6px;
    right: -8px;
    min-width: 18px;
    height: 18px;
    padding: 0 4px;
    border-radius: 9px;
    background: var(--danger);
    color: #fff;
    font-size: var(--text-xs);
    font-weight: 700;
    line-height: 18px;
    text-align: center;
  }
`;

/** Wider than the default panel; on a phone it spans the screen under the top bar. */
const panel = css`
  width: min(360px, 92vw);
  @media (max-width: 480px) {
    position: fixed;
    top: 64px;
    left: 8px;
    right: 8px;
    width: auto;
  }
`;

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-bottom: 8px;
  border-bottom: 1px solid var(--border);
  & h2 { margin: 0; font-size: var(--text-md); }
  & button { min-height: 40px; padding: 6px 10px; font-size: var(--text-sm); }
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const empty = css`
  margin: 0;
  padding: 16px 4px;
  color: var(--muted);
  text-align: center;
`;

const viewAll = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: var(--target);
  border-top: 1px solid var(--border);
  color: var(--brand-dark);
  font-weight: 600;
  text-decoration: none;
`;

/** The layout loads the list, and again whenever the customer comes back to the dashboard. */
const useNotificationRefresh = (): void => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current && pathname !== '/dashboard') return;
    loaded.current = true;
    void refreshNotifications();
  }, [pathname]);
};

/** The bell (docs/product.md §Signed-in frame): the first 5 unread, each openable and dismissable, Mark all as read, View all. */
export const NotificationsMenu = () => {
  useSignals();
  useNotificationRefresh();
  const items = unreadNotifications.value;
  const count = `${items.length}${moreUnread.value ? '+' : ''}`;
  const [opened, setOpened] = useState<Notification | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const viewAllRef = useRef<HTMLAnchorElement>(null);

  const open = (item: Notification) => {
    setOpened(item);
    setDialogOpen(true);
    void readNotification(item.id);
  };

  // The dismissed item's controls go with it: the focus moves to the next item, or to View all.
  const dismiss = (item: Notification, event: MouseEvent<HTMLElement>) => {
    const next = neighbourOf(event.currentTarget) ?? viewAllRef.current;
    dismissUnread(item.id);
    next?.focus();
  };

  const markAll = async () => {
    setMarking(true);
    await readAllNotifications();
    setMarking(false);
  };

  return (
    <>
      <Dropdown
        label={items.length > 0 ? t.bellWithCount(count) : t.bell}
        panelClassName={panel}
        trigger={
          <span className={bell}>
            <BellIcon />
            {items.length > 0 && (
              <span className="count" aria-hidden="true">
                {count}
              </span>
            )}
          </span>
        }
      >
        <div className={head}>
          <h2>{t.heading}</h2>
          <Button variant="secondary" loading={marking} disabled={items.length === 0} onClick={markAll} data-keep-open>
            {t.markAllRead}
          </Button>
        </div>
        {items.length === 0 ? (
          <p className={empty} role="status">
            {t.empty}
          </p>
        ) : (
          <ul className={list} aria-label={t.unreadList}>
            {items.map((item) => (
              <NotificationItem key={item.id} notification={item} onOpen={() => open(item)} onDismiss={(event) => dismiss(item, event)} />
            ))}
          </ul>
        )}
        <Link ref={viewAllRef} to="/notification" className={viewAll}>
          {t.viewAll}
        </Link>
      </Dropdown>
      <NotificationDialog notification={opened} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
};
