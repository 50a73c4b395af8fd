import { BILL_PATHS } from '@/features/bills';
import { texts } from './texts';

export type MenuItem = {
  label: string;
  to: '/dashboard' | '/investments' | '/utilitybills' | '/account/profile' | '/account/security' | '/account/customer-support';
  /** Other paths under which the item counts as the current one. */
  also?: readonly string[];
};

const t = texts.menu;

/** docs/product.md §Signed-in frame. Dashboard is the signed-in '/', which redirects to /dashboard. */
export const MENU: readonly MenuItem[] = [
  { label: t.dashboard, to: '/dashboard', also: ['/'] },
  { label: t.investment, to: '/investments', also: ['/seeallinvestment', '/investmentdetails/', '/investmentunit/', '/investment/'] },
  { label: t.utilityBills, to: '/utilitybills', also: Object.values(BILL_PATHS).flatMap(({ form, review }) => [form, review]) },
  { label: t.account, to: '/account/profile' },
  { label: t.settings, to: '/account/security' },
  { label: t.help, to: '/account/customer-support' },
];

/** A prefix ending in '/' matches anything under it; any other path matches itself and its children. */
const matches = (pathname: string, path: string): boolean =>
  path.endsWith('/') && path !== '/' ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`);

export const isMenuItemActive = (item: MenuItem, pathname: string): boolean => [item.to, ...(item.also ?? [])].some((path) => matches(pathname, path));
