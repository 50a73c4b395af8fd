import { keepInstallOffer } from './features/pwa/installOffer';
import { loadToaster } from './ui/toast';

const loaded = (): Promise<void> =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));

/** The browser's next idle moment; Safari has no requestIdleCallback, and gets the next task. */
const idle = (): Promise<void> =>
  new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 0)));

/**
 * What both entries (the app's, main.tsx, and the sign-in page's, loginPage.tsx) do besides
 * drawing: keep the browser's install offer, and fetch what the first screen does not need (the
 * toaster, the service worker, the install banner, the update prompt and the field metrics,
 * src/afterLoad.ts) once the page has loaded, `drawn` has settled (the first screen is up) and the
 * browser is idle. On a slow phone that code would otherwise compete with the first screen's.
 */
export const boot = (drawn: Promise<unknown> = Promise.resolve()): void => {
  keepInstallOffer();
  // A first screen that failed still says why in the console, as it did before boot waited on it.
  void Promise.all([loaded(), drawn.catch((error: unknown) => console.error(error))])
    .then(idle)
    .then(() => {
      void loadToaster();
      void import('./afterLoad').then(({ afterLoad }) => afterLoad());
    });
};
