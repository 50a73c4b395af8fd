import { violationsOn } from './support/axe';
import { expect, test } from './support/fixtures';
import { appRoutes } from './support/routes';
import { customerWithData, openLoaded, putFlowsAtTheirLastStep, signedInStates, signedOutStates, signInAs, type CustomerWithData } from './support/sweep';

/** A phone and a desktop: the layouts differ (menu, top bar), so both are checked. */
const WIDTHS = [375, 1280] as const;

let customer: Promise<CustomerWithData> | undefined;

// A page or state that has changed shape fails within seconds, naming the step, not at the test's end.
test.use({ actionTimeout: 15_000 });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // Without motion a dialog or toast is analysed as it stays, not half faded in.
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 }, reducedMotion: 'reduce' });

    test('every signed-out page, and the sign-in with its errors, has no serious or critical axe violation', async ({ page, context }) => {
      test.setTimeout(120_000);
      await putFlowsAtTheirLastStep(context);
      const found: string[] = [];
      for (const route of appRoutes().filter((candidate) => candidate.audience !== 'signed-in')) {
        await openLoaded(page, route);
        found.push(...(await violationsOn(page, `${route.path} signed out at ${width} px`)));
      }
      for (const state of signedOutStates()) {
        await state.open(page);
        found.push(...(await violationsOn(page, `${state.where} at ${width} px`)));
      }
      expect(found, 'axe violations by route and rule').toEqual([]);
    });

    test('every signed-in page, its menus, dialogs and later steps have no serious or critical axe violation', async ({ page, context, request, baseURL }) => {
      // Some thirty pages and states, each loaded and analysed in turn, on a shared machine.
      test.setTimeout(180_000);
      customer ??= customerWithData(request, baseURL!, 'axe');
      const withData = await customer;
      await signInAs(context, request, baseURL!, withData);
      const found: string[] = [];
      for (const route of appRoutes().filter((candidate) => candidate.audience !== 'signed-out')) {
        await openLoaded(page, route, withData.searches[route.id]);
        found.push(...(await violationsOn(page, `${route.path} signed in at ${width} px`)));
      }
      for (const state of signedInStates(width)) {
        await state.open(page);
        found.push(...(await violationsOn(page, `${state.where} at ${width} px`)));
      }
      expect(found, 'axe violations by route and rule').toEqual([]);
    });
  });
}

test.describe('by keyboard alone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('sign in with Tab, Space and Enter; open a PIN dialog, type the PIN, close it with Escape', async ({ page, account }) => {
    await page.goto('/login');
    const uniqueid = page.getByRole('textbox', { name: 'Email or Codenumber' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const show = page.getByRole('button', { name: 'Show' });
    const hide = page.getByRole('button', { name: 'Hide' });
    const remember = page.getByRole('checkbox', { name: 'Remember Me' });

    // From the top of the page, Tab reaches the identifier box before anything else of the form.
    await page.locator('body').focus();
    for (let presses = 0; presses < 10 && !(await uniqueid.evaluate((box) => box === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(uniqueid).toBeFocused();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab');
    await expect(show).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await page.keyboard.press('Space');
    await expect(show).toBeFocused();
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
    await page.keyboard.press('Tab');
    await expect(remember).toBeFocused();
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(password).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The app took over from the sign-in page: a screen reader hears the new page's heading.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle('Dashboard · Fleetvest');

    await page.goto('/account/security');
    const opener = page.getByRole('button', { name: 'Change PIN', exact: true });
    await expect(opener).toBeVisible();
    // A page opened by its address keeps the browser's focus; the tab still names it.
    await expect(page).toHaveTitle('Security · Fleetvest');
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).not.toBeFocused();
    for (let presses = 0; presses < 40 && !(await opener.evaluate((button) => button === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('PIN digit 1 of 4')).toBeFocused();
    await page.keyboard.type('1357');
    for (const [index, digit] of [...'1357'].entries()) await expect(dialog.getByLabel(`PIN digit ${index + 1} of 4`)).toHaveValue(digit);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('the sweep names a violation the page has, found again after the page changed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await violationsOn(page, 'the sign-in')).toEqual([]);
  // A button with no name is a critical violation; axe, already in this document, must see it.
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
  const found = await violationsOn(page, 'the sign-in with a nameless button');
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^the sign-in with a nameless button: button-name \(critical\)/);
});
