import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '@/features/account/AboutScreen';
import { pendingScreen } from '@/ui/pendingScreens';

/** The About entries and, by the address's #fragment, the page of each: one route, one chunk. */
export const Route = createFileRoute('/_app/account/about')({ pendingComponent: pendingScreen('/_app/account/about'), component: AboutScreen });
