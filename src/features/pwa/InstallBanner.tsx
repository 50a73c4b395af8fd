import { useSignals } from '@preact/signals-react/runtime';
import type { ReadonlySignal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { Button } from '@/ui/Button';
import { bannerKind, bannerSnooze, INSTRUCTIONS_PATH, isIos, NARROW_QUERY, SNOOZE_MS, STANDALONE_QUERY } from './installBanner';
import { installOffer } from './installOffer';
import { noticeClass } from './noticeClass';
import { bannerTexts } from './texts';

/** Whether a media query matches, kept up to date. */
const useMedia = (query: string): boolean => {
  const [matches, setMatches] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
};

/** Safari on iOS says it runs from the home screen this way rather than by display-mode. */
const launchedFromHomeScreen = (): boolean => 'standalone' in navigator && navigator.standalone === true;

type Props = {
  pathname: ReadonlySignal<string>;
  navigate: (path: typeof INSTRUCTIONS_PATH) => void;
};

/** The install banner (docs/rules.md, "The installed app"): iOS gets the instructions, others the browser's offer. */
export const InstallBanner = ({ pathname, navigate }: Props) => {
  useSignals();
  const narrow = useMedia(NARROW_QUERY);
  const standalone = useMedia(STANDALONE_QUERY) || launchedFromHomeScreen();
  const [snoozedUntil, setSnoozedUntil] = useState(() => bannerSnooze.read() ?? 0);
  const offer = installOffer.value;
  const kind = bannerKind({
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
    narrow,
    standalone,
    canInstall: offer !== null,
    snoozedUntil,
    now: Date.now(),
    pathname: pathname.value,
  });
  if (!kind) return null;

  const dismiss = () => {
    const until = Date.now() + SNOOZE_MS;
    bannerSnooze.write(until);
    setSnoozedUntil(until);
  };
  const install = async () => {
    if (!offer) return;
    // An offer shows once; the browser makes a new one next time if the customer said no.
    installOffer.value = null;
    await offer.prompt();
  };

  return (
    <section className={noticeClass} aria-label={bannerTexts.label}>
      <p>{kind === 'ios' ? bannerTexts.ios : bannerTexts.other}</p>
      <div>
        {kind === 'ios' ? (
          <Button onClick={() => navigate(INSTRUCTIONS_PATH)}>{bannerTexts.seeHow}</Button>
        ) : (
          <Button onClick={() => void install()}>{bannerTexts.install}</Button>
        )}
        <Button variant="secondary" onClick={dismiss}>
          {bannerTexts.dismiss}
        </Button>
      </div>
    </section>
  );
};
