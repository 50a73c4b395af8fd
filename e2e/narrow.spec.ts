import type { Page } from 'playwright/test';
import { expect, test } from './support/fixtures';
import { appRoutes, type AppRoute } from './support/routes';
import { customerWithData, openLoaded, putFlowsAtTheirLastStep, signInAs } from './support/sweep';

const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 640 } });

/** Opens a page with its content loaded and returns how wide the document is. */
const widthOf = async (page: Page, route: AppRoute, search = ''): Promise<number> => {
  await openLoaded(page, route, search);
  return page.evaluate(() => document.documentElement.scrollWidth);
};

test('no page scrolls sideways at 320 px, signed out or signed in with a ₦9,027,500.00 balance', async ({
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

  const customer = await customerWithData(request, baseURL!, 'narrow');
  await signInAs(context, request, baseURL!, customer);
  for (const route of routes.filter((candidate) => candidate.audience !== 'signed-out')) {
    expect(await widthOf(page, route, customer.searches[route.id]), `${route.path} signed in`).toBeLessThanOrEqual(WIDTH);
  }

  // The balance shrinks to fit: whole, on one line, not cut off.
  await page.goto('/dashboard');
  const balance = page.getByRole('status', { name: 'Wallet Balance' });
  await expect(balance).toHaveText('₦9,027,500.00');
  const fit = await balance.evaluate((output) => {
    const lines = document.createRange();
    lines.selectNodeContents(output);
    return { lines: new Set([...lines.getClientRects()].map((rect) => Math.round(rect.top))).size, cut: output.scrollWidth > output.clientWidth };
  });
  expect(fit).toEqual({ lines: 1, cut: false });
});
