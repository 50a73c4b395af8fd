import { number } from 'superstruct';
import { storedJson } from '@/lib/storage';

/** The banner shows only up to this width (docs/rules.md, "The installed app"). */
const BANNER_MAX_WIDTH_PX = 768;
/** How long Dismiss hides the banner. */
export const SNOOZE_MS = 14 * 24 * 60 * 60 * 1000;

export const NARROW_QUERY = `(max-width: ${BANNER_MAX_WIDTH_PX}px)`;
export const STANDALONE_QUERY = '(display-mode: standalone)';
/** The instructions page the iOS banner leads to; the banner is pointless on it. */
export const INSTRUCTIONS_PATH = '/addtohomeinstruction';

/** Until when (ms since the epoch) Dismiss hides the banner. */
export const bannerSnooze = storedJson('installBannerSnoozedUntil', number());

/**
 * iPhone, iPod and iPad: iPadOS reports itself as a Mac, told apart by its touch screen. Every
 * browser there installs through the Share menu, so every one gets the instructions.
 */
export const isIos = (userAgent: string, maxTouchPoints: number): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

export type BannerKind = 'ios' | 'install';

export type BannerContext = {
  ios: boolean;
  narrow: boolean;
  /** Already opened as the installed app. */
  standalone: boolean;
  /** The browser offered installation (beforeinstallprompt), so Install can act. */
  canInstall: boolean;
  snoozedUntil: number;
  now: number;
  pathname: string;
};

/** Which install banner to show, if any (docs/rules.md, "The installed app"). */
export const bannerKind = (context: BannerContext): BannerKind | null => {
  if (!context.narrow || context.standalone || context.now < context.snoozedUntil) return null;
  if (context.ios) return context.pathname === INSTRUCTIONS_PATH ? null : 'ios';
  return context.canInstall ? 'install' : null;
};
