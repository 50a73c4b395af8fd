import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy and waitFor give up after 1 s by default; on a busy two-core machine a render can take longer.
configure({ asyncUtilTimeout: 5000 });
