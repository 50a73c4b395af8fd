import { createFileRoute } from '@tanstack/react-router';
import { toHome } from './-guards';

/** Any unknown path: /login when signed out, /dashboard when signed in. */
export const Route = createFileRoute('/$')({ beforeLoad: toHome });
