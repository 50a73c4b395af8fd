import { css } from '@/ui/css';
import type { ReactElement } from 'react';
import type { Notification } from '@contract/notifications';
import { initials, notificationKind, type NotificationIcon } from '@/features/notifications/kinds';
import { BellIcon, BoltIcon, CreditCardIcon, EthernetIcon, MinusSquareIcon, PlusCircleIcon, TruckLoadingIcon } from '@/ui/icons';
import { TONES } from '@/ui/tones';

const ICONS: Readonly<Record<NotificationIcon, () => ReactElement>> = {
  'plus-circle': PlusCircleIcon,
  'minus-square': MinusSquareIcon,
  'credit-card': CreditCardIcon,
  ethernet: EthernetIcon,
  bolt: BoltIcon,
  'truck-loading': TruckLoadingIcon,
  bell: BellIcon,
};

const avatar = css`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  font-size: var(--text-sm);
  font-weight: 800;
  & > span {
    position: absolute;
    right: -4px;
    bottom: -4px;
    display: inline-flex;
    padding: 2px;
    border-radius: 50%;
    background: var(--surface);
  }
  & svg { width: 14px; height: 14px; }
`;

/** The title's initials, with the kind's icon and colour by which/type (docs/product.md §What the screens show). */
export const NotificationAvatar = ({ notification }: { notification: Pick<Notification, 'title' | 'which' | 'type'> }) => {
  const kind = notificationKind(notification);
  const Icon = ICONS[kind.icon];
  const tone = TONES[kind.tone];
  return (
    <span className={avatar} style={{ color: tone.ink, background: tone.soft }} aria-hidden="true">
      {initials(notification.title)}
      <span>
        <Icon />
      </span>
    </span>
  );
};
