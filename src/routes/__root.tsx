import { Outlet, createRootRoute } from '@tanstack/react-router';
import { ErrorScreen } from '@/features/errors/ErrorScreen';

export const Route = createRootRoute({ component: Outlet, errorComponent: ErrorScreen });
