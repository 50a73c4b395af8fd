import type { Cdp } from './cdp-pipe';

/** A slow 3G link on a cheap phone: what `npm run bench:load` loads pages over. */
export const NETWORK = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
export const CPU_SLOWDOWN = 4;

/**
 * Throttles the page's network and CPU and turns its HTTP cache off, so every visit pays for what
 * it fetches (a service worker's Cache Storage is not the HTTP cache and still answers).
 */
export async function throttle(cdp: Cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Asks for gzip only: Chromium asks this server for brotli too, but budgets.json and the /login
 * download target count gzip bytes, and a browser on a plain-HTTP address or an older phone gets gzip.
 */
export const acceptGzipOnly = (cdp: Cdp) => cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });

/** One request of a page: times in ms from the first request, bytes over the wire (headers included). */
export type Request = { url: string; type: string; start: number; end?: number; bytes?: number; status?: number; encoding?: string };

/** Records every request the page makes from now on; CDP timestamps are seconds on a monotonic clock. */
export function watchRequests(cdp: Cdp): Map<string, Request> {
  const requests = new Map<string, Request>();
  let origin: number | undefined;
  const at = (timestamp: number) => (timestamp - (origin ?? timestamp)) * 1000;
  cdp.on('Network.requestWillBeSent', (event) => {
    origin ??= event.timestamp;
    requests.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', start: at(event.timestamp) });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    request.encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'];
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = at(event.timestamp);
    request.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = at(event.timestamp);
  });
  return requests;
}

/**
 * Resolves once every request so far has ended and none has started for `quietMs`. Unlike
 * Playwright's networkidle it can be waited for again, after the page's own later work began.
 */
export async function settled(requests: Map<string, Request>, quietMs = 1000, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const seen = requests.size;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    if (requests.size === seen && [...requests.values()].every((request) => request.end !== undefined)) return;
  }
  throw new Error(`the page's requests did not settle within ${timeoutMs} ms`);
}

/**
 * An init script that notes in `window[mark]`, inside the page, the moment an element matching
 * `selector` (and holding `text`) first appears: reading performance.now() from the bench after
 * waitForSelector would add its polling and a round trip on a 4x slower CPU. performance.now()
 * counts from the navigation's start.
 */
export const markWhenShown = (mark: string, selector: string, text = '') => `(() => {
  const check = () => {
    if (window[${JSON.stringify(mark)}] !== undefined) return;
    const element = document.querySelector(${JSON.stringify(selector)});
    if (element && (element.textContent ?? '').includes(${JSON.stringify(text)})) window[${JSON.stringify(mark)}] = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;
