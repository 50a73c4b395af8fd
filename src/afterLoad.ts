import { startPwa } from './features/pwa/start';
import { startVitals } from './features/vitals/start';
import { session } from './state/session';

/** Live updates' code loads only once a customer is signed in: a sign-in on this page counts. */
const startLive = (): void => {
  let started = false;
  session.subscribe((current) => {
    if (!current || started) return;
    started = true;
    void import('./liveUpdates').then(({ startLiveUpdates }) => startLiveUpdates());
  });
};

/**
 * What starts once the page has loaded, in one chunk either entry imports then: the service
 * worker, the install banner and update prompt, the field metrics, and for a signed-in customer
 * live updates. None of it weighs on the first paint.
 */
export const afterLoad = (): void => {
  startPwa();
  startVitals();
  startLive();
};
