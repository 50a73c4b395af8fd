import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test-utils';
import { InvestmentTabs } from './InvestmentTabs';
import { investmentFixture, planFixture } from '../testPlans';

describe('InvestmentTabs', () => {
  it('opens on Ongoing, filters by status, says when a tab is empty, and moves by arrow keys', async () => {
    const user = userEvent.setup();
    renderRoute('/investments', () => (
      <InvestmentTabs
        investments={[investmentFixture(), investmentFixture({ id: 8, status: 2, plan: planFixture({ name: 'Tipper Truck' }), nextpaymentdate: null })]}
      />
    ));
    await screen.findByRole('tablist');
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Ongoing').getAttribute('aria-selected')).toBe('true');
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getByRole('heading', { name: 'Bajaj Boxer Riders (weekly)' })).toBeVisible();
    expect(panel().textContent).toContain('₦6,317.30 of ₦164,250');
    expect(panel().textContent).toContain('8 Dec 2026');

    await user.click(tab('Pending'));
    // The empty tab says so, with a picture, and offers the plans.
    expect(within(panel()).getByText('You have No Pending investment')).toBeInstanceOf(HTMLParagraphElement);
    expect(within(panel()).getByRole('link', { name: 'Explore All Investment Plans' }).getAttribute('href')).toBe('/investment/plans');

    tab('Pending').focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Expired'));
    expect(within(panel()).getByRole('heading', { name: 'Tipper Truck' })).toBeVisible();
    expect(panel().textContent).toContain('All paid');
    await user.keyboard('{Home}');
    expect(tab('Pending').getAttribute('aria-selected')).toBe('true');
  });
});
