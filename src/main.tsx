import { RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { keepInstallOffer } from './features/pwa/installOffer';
import { keepPrerenderedForm } from './lib/prerendered';
import { dismissErrorsOnLeave, router } from './router';
import { loadToaster } from './ui/toast';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// index.html's skeleton stays up until the first page's chunks (and loader) are in: no blank
// frame between the skeleton and the page. It is removed first: Preact would otherwise try to
// reuse its nodes. A pre-rendered sign-in form is kept first: the sign-in screen takes over what
// was typed in it.
void router.load().then(() => {
  keepPrerenderedForm(root);
  root.replaceChildren();
  createRoot(root).render(<RouterProvider router={router} />);
});
// What the first paint does not need comes after load: the toaster, the service worker, the
// install banner, the update prompt and the field metrics (src/afterLoad.ts).
addEventListener(
  'load',
  () => {
    void loadToaster();
    void import('./afterLoad').then(({ afterLoad }) => afterLoad(router));
  },
  { once: true },
);
keepInstallOffer();
dismissErrorsOnLeave(router);
