import { startPwa } from './features/pwa/start';
import { startVitals } from './features/vitals/start';

/**
 * What starts once the page has loaded, in one chunk either entry imports then: the service
 * worker, the install banner and update prompt, the field metrics. None of it weighs on the first
 * paint.
 */
export const afterLoad = (): void => {
  startPwa();
  startVitals();
};
