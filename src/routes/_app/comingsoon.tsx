import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/ComingSoonScreen';

export const Route = createFileRoute('/_app/comingsoon')({ component: () => <ComingSoonScreen /> });
