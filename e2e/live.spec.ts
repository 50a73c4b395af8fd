import { depositThroughCheckout } from './support/wallet';
import { expect, test } from './support/fixtures';

/** The stream the signed-in app opens once its first screen is up (docs/rules.md §Live updates). */
const isLiveStream = (url: string) => new URL(url).pathname === '/api/v1/customer/events';

test('the dashboard shows a deposit paid in another browser without a reload, within a moment of the commit', async ({
  page,
  context,
  browser,
  baseURL,
  customer: _signedIn,
}, testInfo) => {
  const streamOpen = page.waitForResponse((response) => isLiveStream(response.url()) && response.status() === 200);
  await page.goto('/dashboard');
  const wallet = page.getByRole('status', { name: 'Wallet Balance' });
  await expect(wallet).toHaveText('₦0.00');
  await streamOpen;
  // Notes when the figure first reads the new balance, in this document: a reload would lose the note.
  await page.evaluate((expected) => {
    const seen = window as unknown as { shownAt?: number };
    new MutationObserver(() => {
      if (seen.shownAt === undefined && document.querySelector('output[aria-labelledby="wallet-heading"]')?.textContent === expected) seen.shownAt = Date.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, '₦2,500.00');

  // The customer pays on another device: the sandbox checkout settles the deposit as it answers.
  const elsewhere = await browser.newContext({ baseURL });
  try {
    await elsewhere.addCookies(await context.cookies());
    const other = await elsewhere.newPage();
    const settled = other.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/sandbox/checkout/'));
    await depositThroughCheckout(other, '2500', 'Pay');
    const settling = (await settled).request().timing();

    await expect(wallet).toHaveText('₦2,500.00');
    const shownAt = await page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt);
    if (shownAt === undefined) throw new Error('the balance changed in another document: the page was reloaded');
    // The history and the bell follow, in the same document.
    await expect(page.getByRole('region', { name: 'History' })).toContainText('+₦2,500.00');
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    // The deposit commits while the checkout's POST is answered: between its start and its answer.
    const answeredAt = settling.startTime + settling.responseStart;
    const latency = { fromAnswerMs: Math.round(shownAt - answeredAt), fromRequestMs: Math.round(shownAt - settling.startTime) };
    testInfo.annotations.push({ type: 'commit to screen', description: JSON.stringify(latency) });
    console.log(`live update, commit to screen: ${latency.fromAnswerMs} ms after the settling answer, ${latency.fromRequestMs} ms after its request`);
  } finally {
    await elsewhere.close();
  }
});
