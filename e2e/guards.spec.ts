import { expect, test } from './support/fixtures';

test.describe('signed out', () => {
  test('deep-linking into registration at stage 0 lands on /login', async ({ page }) => {
    await page.goto('/register/otp/details');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    // Each later step needs its own stage: a visitor at stage 2 (OTP sent) may not skip to details.
    await page.evaluate(() => localStorage.setItem('registrationStage', '2'));
    await page.goto('/register/otp/details/time');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/dashboard lands on /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('an unknown path lands on /login', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});

test('a signed-in customer opening /login, / or an unknown path goes to /dashboard', async ({ page, customer }) => {
  for (const path of ['/login', '/', '/no/such/page']) {
    await page.goto(path);
    await expect(page, `opening ${path}`).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${customer.firstname}` })).toBeVisible();
  }
});
