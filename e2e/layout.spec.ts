import { API_PASSWORD, signInThroughForm } from './support/accounts';
import { expect, test } from './support/fixtures';
import { layoutProblems, type LayoutCheck, type LayoutProblem } from './support/layout';
import { appRoutes } from './support/routes';
import { customerWithData, navigateLoaded, openLoaded, signedInStates, type CustomerWithData } from './support/sweep';
import { appTookOver } from './support/ui';

/** The narrowest phone, a common one, a desktop. */
const WIDTHS = [320, 375, 1280] as const;

let customer: Promise<CustomerWithData> | undefined;

// A page that has changed shape fails within seconds, naming the step, not at the test's end.
test.use({ actionTimeout: 15_000 });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // Without motion the carousels stand still and a dialog is measured fully shown.
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 }, reducedMotion: 'reduce' });

    test('every signed-in page, entered in the app, from the installed app’s start and by its address, has no layout fault', async ({
      page,
      request,
      baseURL,
    }) => {
      // Some forty pages three ways, and the states beyond them, on a shared machine.
      test.setTimeout(120_000);
      customer ??= customerWithData(request, baseURL!, 'layout');
      const { email, searches } = await customer;
      const routes = appRoutes().filter((route) => route.audience !== 'signed-out');
      const home = routes.find((route) => route.id === '/_app/dashboard')!;
      const found: string[] = [];
      const check = async (where: string, entry: string) => {
        for (const { check, text } of await layoutProblems(page)) found.push(`${where}, ${entry}, ${width} px: ${check}: ${text}`);
      };

      // In the app: the sign-in page is taken over by the app without a document load, so the
      // session's document never had the signed-in boot skeleton; each page is then a router move.
      await page.goto('/login');
      await signInThroughForm(page, email, API_PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
      for (const route of routes) {
        await navigateLoaded(page, route, searches[route.id]);
        await check(route.path, 'in the app');
      }

      // The installed app opens its start_url (/dashboard) with the session cookie: index.html
      // marks the document for the signed-in home's boot skeleton, and the mark stays for the
      // whole session, so every page is visited from that one start.
      await openLoaded(page, home);
      for (const route of routes) {
        await navigateLoaded(page, route, searches[route.id]);
        await check(route.path, 'from the start_url');
      }

      for (const route of routes) {
        await openLoaded(page, route, searches[route.id]);
        await check(route.path, 'by its address');
      }
      // The menus, dialogs and later steps, each opened as a visitor does.
      for (const state of signedInStates(width)) {
        await state.open(page);
        await check(state.where, 'opened');
      }

      expect(found, 'layout faults by page, entry, width and check').toEqual([]);
    });
  });
}

test.describe('the sweep itself', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('reports each kind of fault put into a page, and not a text shortened on purpose or hidden for screen readers', async ({ page }) => {
    await page.goto('/login');
    await appTookOver(page);
    const before = JSON.stringify(await layoutProblems(page));
    /** What the sweep reports once the markup is added to the page, beyond what the page had. */
    const addedBy = async (markup: string): Promise<LayoutProblem[]> => {
      await page.evaluate((html) => {
        const fault = Object.assign(document.createElement('div'), { id: 'fault', innerHTML: html });
        document.body.append(fault);
      }, markup);
      const after = await layoutProblems(page);
      await page.evaluate(() => document.getElementById('fault')!.remove());
      return after.filter((problem) => !before.includes(JSON.stringify(problem)));
    };
    const faults: [LayoutCheck, RegExp, string][] = [
      ['sideways scroll', /^\d+ px wide in 375 px/, '<div style="width: 200vw">A row too wide</div>'],
      ['amount broken across lines', /^₦[\d,]+( \/ [\d,]+)+$/, '<div style="width: 4ch; overflow-wrap: anywhere">₦1,150,000</div>'],
      // What index.html's boot skeleton once did to every paragraph of a session started at /dashboard.
      [
        'squeezed text',
        /^A paragraph long enough/,
        '<p style="display: grid; grid-template-columns: repeat(3, 1fr)">A paragraph long enough to wrap in a third of the width</p>',
      ],
      [
        'text overflows its box',
        /^Cut off by an outer box$/,
        '<div style="width: 80px; overflow: hidden"><div style="width: 300px">Cut off by an outer box</div></div>',
      ],
      ['text overflows its box', /^Spilling out of its box$/, '<div style="width: 80px; white-space: nowrap">Spilling out of its box</div>'],
    ];
    for (const [check, text, markup] of faults) {
      expect(await addedBy(markup), markup).toEqual([{ check, text: expect.stringMatching(text) }]);
    }

    const fine = [
      '<div style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Shortened on purpose</div>',
      '<div style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap">Heard, not seen: ₦1,150,000</div>',
      '<p style="width: 60px">Short</p>',
      '<div style="width: 200px"><p style="width: 80px">Two lines or more</p></div>',
    ];
    for (const markup of fine) expect(await addedBy(markup), markup).toEqual([]);
  });
});
