import type { ReadonlySignal } from '@preact/signals-core';
import { css } from '@/ui/css';
import { useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { navigateTo, pathname } from '@/state/location';
import { formInProgress } from './formInProgress';
import { InstallBanner } from './InstallBanner';
import { forgetOfferOnInstall } from './installOffer';
import { UpdatePrompt } from './UpdatePrompt';
import { createUpdater, UPDATE_CHECK_MS, type Updater } from './updates';

const dock = css`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 60;
  display: grid;
  gap: 8px;
  max-width: 640px;
  margin: 0 auto;
  padding: 0 8px max(8px, env(safe-area-inset-bottom));
  &:empty { display: none; }
`;

/** The page keeps room below its last line for what the dock covers. */
const useReserveRoom = () => {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = element.offsetHeight ? `${element.offsetHeight}px` : '';
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
};

type DockProps = { updater?: Updater; pathname: ReadonlySignal<string>; navigate: (path: string) => void };

const Dock = ({ updater, pathname, navigate }: DockProps) => {
  const ref = useReserveRoom();
  return (
    <div ref={ref} className={dock}>
      {updater && <UpdatePrompt ready={updater.ready} apply={updater.apply} formInProgress={formInProgress} />}
      <InstallBanner pathname={pathname} navigate={navigate} />
    </div>
  );
};

/**
 * Loaded by the entry after the page's load event, so none of this weighs on the first paint:
 * registers the service worker, checks for releases hourly and whenever the app is shown again,
 * and shows the update prompt and the install banner in their own root at the bottom of the window.
 */
export const startPwa = (): void => {
  forgetOfferOnInstall();
  // Browsers without service workers (or with them turned off) still get the banner; the dev
  // server builds no worker, so only a production build registers one.
  const updater =
    import.meta.env.PROD && 'serviceWorker' in navigator
      ? createUpdater({ container: navigator.serviceWorker, reload: () => location.reload(), formInProgress })
      : undefined;
  if (updater) {
    // Refused (a private window, storage turned off): the app works as a plain site.
    updater.start().catch(() => undefined);
    setInterval(updater.check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void updater.check();
    });
  }
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Dock updater={updater} pathname={pathname} navigate={navigateTo} />);
};
