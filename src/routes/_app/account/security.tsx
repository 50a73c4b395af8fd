import { createFileRoute } from '@tanstack/react-router';
import { SecurityScreen } from '../../../features/account/SecurityScreen';

export const Route = createFileRoute('/_app/account/security')({ component: SecurityScreen });
