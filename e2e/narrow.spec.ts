import type { Locator, Page } from 'playwright/test';
import { expect, test } from './support/fixtures';
import { appRoutes, type AppRoute } from './support/routes';
import { customerWithData, openLoaded, putFlowsAtTheirLastStep, signedInStates, signedOutStates, signInAs, type PageState } from './support/sweep';

const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 640 } });

/** Opens a page with its content loaded and returns how wide the document is. */
const widthOf = async (page: Page, route: AppRoute, search = ''): Promise<number> => {
  await openLoaded(page, route, search);
  return page.evaluate(() => document.documentElement.scrollWidth);
};

/** Whether the document scrolls sideways with the state open, and whether what it opened lies within the screen. */
const fitOf = async (page: Page, state: PageState): Promise<{ scrolls: boolean; within: boolean }> => {
  const opened: Locator = await state.open(page);
  const box = await opened.boundingBox();
  return {
    scrolls: (await page.evaluate(() => document.documentElement.scrollWidth)) > WIDTH,
    within: box !== null && box.x >= 0 && box.x + box.width <= WIDTH,
  };
};

test('no page, menu or dialog scrolls sideways at 320 px, signed out or signed in with a ₦9,027,500.00 balance', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const routes = appRoutes();
  // The tree was read: sign-in, the sign-up and recovery steps, the signed-in pages.
  expect(routes.filter((route) => route.audience === 'signed-out').length).toBeGreaterThanOrEqual(9);
  expect(routes.filter((route) => route.audience === 'signed-in').length).toBeGreaterThanOrEqual(14);

  await putFlowsAtTheirLastStep(context);
  for (const route of routes.filter((candidate) => candidate.audience !== 'signed-in')) {
    expect(await widthOf(page, route), `${route.path} signed out`).toBeLessThanOrEqual(WIDTH);
  }
  for (const state of signedOutStates()) expect(await fitOf(page, state), state.where).toEqual({ scrolls: false, within: true });

  const customer = await customerWithData(request, baseURL!, 'narrow');
  await signInAs(context, request, baseURL!, customer);
  for (const route of routes.filter((candidate) => candidate.audience !== 'signed-out')) {
    expect(await widthOf(page, route, customer.searches[route.id]), `${route.path} signed in`).toBeLessThanOrEqual(WIDTH);
  }
  // The menus, dialogs and later steps too, each opened whole on the screen.
  for (const state of signedInStates(WIDTH)) expect(await fitOf(page, state), state.where).toEqual({ scrolls: false, within: true });

  // The balance shrinks to fit: whole, on one line, not cut off.
  await page.goto('/dashboard');
  const balance = page.getByRole('status', { name: 'Wallet Balance' });
  await expect(balance).toHaveText('₦9,027,500.00');
  const fit = await balance.evaluate((output) => {
    const lines = document.createRange();
    lines.selectNodeContents(output);
    // Two rects share a line when they overlap by more than half the lower one's height: the kobo are smaller, so their top differs.
    const rows = [...lines.getClientRects()].reduce<DOMRect[]>(
      (found, rect) =>
        found.some((row) => Math.min(row.bottom, rect.bottom) - Math.max(row.top, rect.top) > Math.min(row.height, rect.height) / 2) ? found : [...found, rect],
      [],
    );
    return { lines: rows.length, cut: output.scrollWidth > output.clientWidth };
  });
  expect(fit).toEqual({ lines: 1, cut: false });
});
