import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '@/features/auth/register/RegisterScreen';

export const Route = createFileRoute('/_auth/register/')({ component: RegisterScreen });
