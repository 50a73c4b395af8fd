import { useSignals } from '@preact/signals-react/runtime';
import { css } from '@/ui/css';
import { online } from '@/state/connection';
import { TONES } from '@/ui/tones';
import { shownCopyAt } from './shownCopy';
import { texts } from './texts';

const banner = css`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: var(--radius);
  background: ${TONES.blue.soft};
  color: ${TONES.blue.ink};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/**
 * Offline, says so and, where the page shows its kept copy, from when. The status region is
 * always there, so a screen reader hears the text when it appears.
 */
export const OfflineBanner = () => {
  useSignals();
  return <div role="status">{online.value ? null : <p className={banner}>{texts.banner(shownCopyAt.value)}</p>}</div>;
};
