import { createFileRoute } from '@tanstack/react-router';
import { ForgotScreen } from '@/features/auth/forgot/ForgotScreen';

export const Route = createFileRoute('/_auth/forgot-password/')({ component: ForgotScreen });
