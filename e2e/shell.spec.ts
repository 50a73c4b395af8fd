import { expect, test } from './support/fixtures';
import { mainNav } from './support/ui';

test.beforeEach(async ({ page, customer }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${customer.firstname}` })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger toggles the slide-out menu; choosing a link navigates and closes it', async ({ page }) => {
    const hamburger = page.getByRole('button', { name: 'Navigation menu' });
    const menu = mainNav(page);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Vertical: each item below the one before.
    const dashboard = await menu.getByRole('link', { name: 'Dashboard' }).boundingBox();
    const investment = await menu.getByRole('link', { name: 'Investment' }).boundingBox();
    expect(investment!.y).toBeGreaterThan(dashboard!.y);

    // The toggle closes it again.
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Investment' }).click();
    await expect(page).toHaveURL(/\/investments$/);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await hamburger.click();
    await expect(menu.getByRole('link', { name: 'Investment' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the menu is a visible horizontal bar and there is no hamburger', async ({ page }) => {
    const menu = mainNav(page);
    await expect(page.getByRole('button', { name: 'Navigation menu' })).toBeHidden();
    await expect(menu).toBeVisible();
    const names = ['Dashboard', 'Investment', 'Utility Bills', 'Account', 'Settings', 'Help'];
    const boxes = [];
    for (const name of names) {
      const link = menu.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      boxes.push((await link.boundingBox())!);
    }
    // One row, left to right in the menu's order (docs/product.md §Signed-in frame).
    for (let i = 1; i < boxes.length; i += 1) {
      expect(boxes[i]!.y).toBe(boxes[0]!.y);
      expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
    }

    await menu.getByRole('link', { name: 'Utility Bills' }).click();
    await expect(page).toHaveURL(/\/utilitybills$/);
    await expect(menu.getByRole('link', { name: 'Utility Bills' })).toHaveAttribute('aria-current', 'page');
    await expect(menu).toBeVisible();
  });
});
