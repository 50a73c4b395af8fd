import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useRef, useState, type MouseEvent } from 'react';
import { NOTIFICATION_STATUS_CODE, type Notification, type NotificationPageResponse } from '@contract/notifications';
import { readAllNotifications, readNotification } from '@/features/notifications/api';
import { isUnread } from '@/features/notifications/kinds';
import { Button, buttonClass } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadError } from '@/ui/LoadError';
import { NotificationDialog } from '@/features/notifications/NotificationDialog';
import { neighbourOf, NotificationItem } from '@/features/notifications/NotificationItem';
import { texts } from './texts';
import { EmptyState } from '@/ui/EmptyState';
import { BellIcon } from '@/ui/icons';

const page = css`
  max-width: 720px;
  margin: 0 auto;
  & header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 8px; }
  & h1 { margin: 0; font-size: var(--text-xl); }
  & ul { list-style: none; margin: 0; padding: 0; }
  & nav { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-top: 16px; }
  & nav p { margin: 0; color: var(--muted); font-size: var(--text-sm); white-space: nowrap; }
  /* On a narrow phone 'Page 1 of 9' gets a line of its own above the two buttons, instead of wrapping between them. */
  @media (max-width: 400px) { & nav { flex-wrap: wrap; } & nav p { order: -1; flex-basis: 100%; text-align: center; } }
`;

type Paging = { page: number; last: number };

/** Previous and Next with 'Page n of m'; the page lives in the URL, so a reload keeps it. */
const Pager = ({ page: current, last }: Paging) => {
  const navigate = useNavigate();
  const [going, setGoing] = useState<'previous' | 'next' | null>(null);
  const go = async (to: 'previous' | 'next') => {
    setGoing(to);
    await navigate({ to: '/notification', search: { page: to === 'next' ? current + 1 : current - 1 } });
    setGoing(null);
  };
  return (
    <nav aria-label={texts.pages}>
      <Button variant="secondary" disabled={current <= 1 || going !== null} loading={going === 'previous'} onClick={() => go('previous')}>
        {texts.previous}
      </Button>
      <p aria-live="polite">{texts.pageOf(current, last)}</p>
      <Button variant="secondary" disabled={current >= last || going !== null} loading={going === 'next'} onClick={() => go('next')}>
        {texts.next}
      </Button>
    </nav>
  );
};

const NotificationList = ({ answer }: { answer: NotificationPageResponse }) => {
  const router = useRouter();
  const navigate = useNavigate();
  // What the customer did here, laid over the page as loaded: read at once, dismissed at once.
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const items = answer.data
    .filter((item) => !dismissed.has(item.id))
    .map((item): Notification => (readHere.has(item.id) ? { ...item, status: NOTIFICATION_STATUS_CODE.read } : item));
  const [opened, setOpened] = useState<Notification | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // An unread one is read at once here and in the dropdown, then the server is told (docs/product.md §Notifications).
  const open = (item: Notification) => {
    setOpened(item);
    setDialogOpen(true);
    if (!isUnread(item)) return;
    setReadHere((ids) => new Set(ids).add(item.id));
    void readNotification(item.id);
  };

  // On this page the x also marks it read on the server.
  const dismiss = (item: Notification, event: MouseEvent<HTMLElement>) => {
    const next = neighbourOf(event.currentTarget) ?? headingRef.current;
    setDismissed((ids) => new Set(ids).add(item.id));
    next?.focus();
    void readNotification(item.id);
  };

  // Then the list starts again at its first page (docs/product.md §Flows).
  const markAll = async () => {
    setMarking(true);
    await readAllNotifications();
    if (answer.current_page === 1) await router.invalidate();
    else await navigate({ to: '/notification', search: {} });
    setMarking(false);
  };

  return (
    <>
      <header>
        <h1 ref={headingRef} tabIndex={-1}>
          {texts.heading}
        </h1>
        <Button variant="secondary" loading={marking} onClick={markAll}>
          {texts.markAllRead}
        </Button>
      </header>
      {items.length === 0 ? (
        <EmptyState
          picture={<BellIcon />}
          text={texts.empty}
          next={
            <Link to="/dashboard" className={buttonClass('secondary')}>
              {texts.emptyNext}
            </Link>
          }
        />
      ) : (
        <ul aria-label={texts.list}>
          {items.map((item) => (
            <NotificationItem key={item.id} notification={item} detailed onOpen={() => open(item)} onDismiss={(event) => dismiss(item, event)} />
          ))}
        </ul>
      )}
      <Pager page={answer.current_page} last={answer.last_page} />
      <NotificationDialog notification={opened} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
};

/** /notification: every notification, ten a page (docs/product.md §Notifications); `answer` is null when the page could not be read. */
export const NotificationsScreen = ({ answer }: { answer: NotificationPageResponse | null }) => {
  const router = useRouter();
  return (
    <Card className={page}>
      {answer ? (
        <NotificationList answer={answer} />
      ) : (
        <>
          <h1>{texts.heading}</h1>
          <LoadError message={texts.failed} retryLabel={texts.retry} onRetry={() => router.invalidate()} />
        </>
      )}
    </Card>
  );
};
