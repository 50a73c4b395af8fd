import { createFileRoute } from '@tanstack/react-router';
import { AddToHomeScreen } from '@/features/pwa/AddToHomeScreen';

/** Open to visitors and customers alike. */
export const Route = createFileRoute('/addtohomeinstruction')({ component: AddToHomeScreen });
