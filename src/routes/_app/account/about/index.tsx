import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '@/features/account/AboutScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/account/about/')({ pendingComponent: pendingScreen('/_app/account/about/'), component: AboutScreen });
