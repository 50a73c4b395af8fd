// The DOM matchers (toHaveTextContent, toBeDisabled, toBeVisible...): a found element still has to say the right thing.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { options } from 'preact';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

// After hooks run last-registered first: the page is taken down, then its routers finish loading.
afterEach(async () => {
  if (typeof document !== 'undefined') await (await import('./test-utils')).settleRouters();
});
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

// The toasts' host mounts once for the life of the modules (ui/toaster.tsx). A file that empties the
// page takes it away, and every later file in its worker waits for toasts that never show: such a
// file fails itself instead, naming the cause.
let toaster: Element | null = null;
const noteToaster = () => {
  if (typeof document !== 'undefined') toaster ??= document.querySelector('[data-rht-toaster]');
};
beforeAll(noteToaster);
beforeEach(noteToaster);
afterAll(() => {
  if (toaster?.isConnected === false) {
    throw new Error('This file took the toasts out of the page: keep its elements in a container of its own and remove only that.');
  }
});

// Preact runs effects in a task after the next frame, which it asks requestAnimationFrame for. A
// toast's timer can still render after the file's page is taken down, and requestAnimationFrame
// with it; then the effects wait for the task alone, as Preact does in a page without frames.
options.requestAnimationFrame = (callback) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(callback));
  else setTimeout(callback);
};

// findBy and waitFor give up after 1 s by default; on a busy two-core machine a render can take longer.
configure({ asyncUtilTimeout: 5000 });
