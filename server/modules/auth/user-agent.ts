/**
 * A User-Agent in plain words for the customer's list of signed-in devices: 'Chrome on Android'.
 * A few fixed tokens are looked for in order, most specific first (Edge and Opera say Chrome too,
 * Chrome says Safari); no pattern runs, so no header can make it slow. What it cannot name it says
 * plainly rather than guess.
 */
const BROWSERS: ReadonlyArray<readonly [name: string, tokens: readonly string[]]> = [
  ['Edge', ['edg/', 'edga/', 'edgios/']],
  ['Opera Mini', ['opera mini']],
  ['Opera', ['opr/', 'opios/', 'opera']],
  ['Samsung Internet', ['samsungbrowser/']],
  ['UC Browser', ['ucbrowser/']],
  ['Firefox', ['firefox/', 'fxios/']],
  ['Chrome', ['crios/', 'chrome/', 'chromium/']],
  ['Safari', ['version/']],
  ['Internet Explorer', ['msie ', 'trident/']],
];

const SYSTEMS: ReadonlyArray<readonly [name: string, tokens: readonly string[]]> = [
  ['KaiOS', ['kaios']],
  ['iPadOS', ['ipad']],
  ['iOS', ['iphone', 'ipod']],
  ['Android', ['android']],
  ['Windows Phone', ['windows phone']],
  ['Windows', ['windows']],
  ['ChromeOS', ['cros ']],
  ['macOS', ['macintosh', 'mac os x']],
  ['Linux', ['linux']],
];

const firstNamed = (ua: string, table: typeof BROWSERS) => table.find(([, tokens]) => tokens.some((token) => ua.includes(token)))?.[0];

const UNKNOWN_DEVICE = 'Unknown device';

export function describeDevice(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').toLowerCase();
  const system = firstNamed(ua, SYSTEMS);
  // Safari is only Safari where it says so: other WebKit browsers and apps also send Version/.
  const browser = firstNamed(
    ua,
    BROWSERS.filter(([name]) => name !== 'Safari' || ua.includes('safari/')),
  );
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Unknown browser on ${system}`;
  return UNKNOWN_DEVICE;
}
