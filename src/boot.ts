import { keepInstallOffer } from './features/pwa/installOffer';
import { loadToaster } from './ui/toast';

/**
 * What both entries (the app's, main.tsx, and the sign-in page's, loginPage.tsx) do besides
 * drawing: keep the browser's install offer, and after the load event fetch what the first paint
 * does not need: the toaster, the service worker, the install banner, the update prompt and the
 * field metrics (src/afterLoad.ts).
 */
export const boot = (): void => {
  keepInstallOffer();
  addEventListener(
    'load',
    () => {
      void loadToaster();
      void import('./afterLoad').then(({ afterLoad }) => afterLoad());
    },
    { once: true },
  );
};
