import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '@/features/account/about/AboutScreen';
import { AboutSkeleton } from '@/features/account/about/AboutSkeleton';

/** The About entries and, by the address's #fragment, the page of each: one route, one chunk. */
export const Route = createFileRoute('/_app/account/about')({ pendingComponent: AboutSkeleton, component: AboutScreen });
