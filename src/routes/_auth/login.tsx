import { createFileRoute } from '@tanstack/react-router';
import { RoutedLoginScreen } from '@/features/auth/RoutedLoginScreen';

export const Route = createFileRoute('/_auth/login')({ component: RoutedLoginScreen });
