import { cleanup, configure } from '@testing-library/preact';
import { afterEach, beforeAll } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Most files share their worker's modules and page (vite.config.ts): each starts as a new visitor's
// page would, with nothing left by the file before. (A file run in Node has no page.)
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  // The app's own state modules (a file may replace ui/toast, never these), and the toasts.
  const [{ signOut, removeToasts }, { takeSessionExpired }, { balanceVisible }, { online }, { takePrerenderedForm }] = await Promise.all([
    import('./test-utils'),
    import('./state/session'),
    import('./state/preferences'),
    import('./state/connection'),
    import('./lib/prerendered'),
  ]);
  signOut();
  localStorage.clear();
  sessionStorage.clear();
  takeSessionExpired();
  takePrerenderedForm();
  balanceVisible.value = true;
  online.value = true;
  await removeToasts();
});

// findBy and waitFor give up after 1 s by default; on a busy two-core machine a render can take longer.
configure({ asyncUtilTimeout: 5000 });
