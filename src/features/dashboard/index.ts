/** The dashboard; the signed-in layout shows its loading shape. */
export { DashboardSkeleton } from './DashboardSkeleton';
