import { createFileRoute } from '@tanstack/react-router';
import { RoutedLoginScreen } from '@/features/auth/login/RoutedLoginScreen';

export const Route = createFileRoute('/_auth/login')({ component: RoutedLoginScreen });
