import { createFileRoute } from '@tanstack/react-router';
import { toHome } from './-guards';

/** '/' is the sign-in form when signed out and the dashboard when signed in. */
export const Route = createFileRoute('/')({ beforeLoad: toHome });
