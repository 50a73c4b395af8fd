import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/features/auth/AuthLayout';
import { requireSignedOut } from './-guards';

export const Route = createFileRoute('/_auth')({ beforeLoad: requireSignedOut, component: AuthLayout });
