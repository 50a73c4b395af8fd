import { cleanup, configure } from '@testing-library/preact';
import { afterEach, beforeAll } from 'vitest';
import { signOut } from './test-utils';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Most files share their worker's modules and page (vite.config.ts): each starts as a new visitor
// would, with no cookies, storage or session left by the file before. (A file run in Node has no page.)
beforeAll(() => {
  if (typeof document === 'undefined') return;
  signOut();
  localStorage.clear();
  sessionStorage.clear();
});

// findBy and waitFor give up after 1 s by default; on a busy two-core machine a render can take longer.
configure({ asyncUtilTimeout: 5000 });
