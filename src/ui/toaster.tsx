import { createRoot } from 'react-dom/client';
import toast, { Toaster } from 'react-hot-toast';
import { ERROR_MS } from './toast';

// Its own root, so the app tree need not wait for this chunk: top-right by default (spec 9),
// below the top bar so a toast never covers the account and notification buttons.
const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(
  <Toaster position="top-right" containerStyle={{ top: 72 }} toastOptions={{ duration: ERROR_MS }} />,
);

export { toast };
