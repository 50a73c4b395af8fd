import { RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { dismissErrorsOnLeave, router } from './router';
import { loadToaster } from './ui/toast';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// index.html's skeleton stays up until the first page's chunks (and loader) are in: no blank
// frame between the skeleton and the page. It is removed first: Preact would otherwise try to
// reuse its nodes.
void router.load().then(() => {
  root.replaceChildren();
  createRoot(root).render(<RouterProvider router={router} />);
});
addEventListener('load', () => void loadToaster(), { once: true });
dismissErrorsOnLeave(router);
