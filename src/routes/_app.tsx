import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/features/shell/AppLayout';
import { requireSignedIn } from './-guards';

export const Route = createFileRoute('/_app')({ beforeLoad: requireSignedIn, component: AppLayout });
