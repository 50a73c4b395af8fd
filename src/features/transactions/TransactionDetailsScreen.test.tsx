import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transactionEndpoint } from '@contract/history';
import { answer, fakeApi, renderApp, transactionFixture } from '@/test-app';
import { amountText, customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';

const withdrawal = transactionFixture({
  id: 12,
  type: 2,
  which: 1,
  classtype: 2,
  title: 'Withdrawal',
  amount: '1500.25',
  created_at: '2026-11-22T15:40:00.000Z',
  details: { accountname: 'ADA OBI', accountnumber: '0123456789', bankname: 'Guaranty Trust Bank', status: 'Successful' },
});

const facts = () => {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
};

describe('/transaction-details', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows the row a list passed along without a call, bank details included for a withdrawal', async () => {
    const api = fakeApi();
    renderApp('/transaction-details?id=12', { transaction: withdrawal });
    await screen.findByRole('heading', { name: 'Transaction Details' });
    // The badge with the list title, and the description.
    expect(screen.getAllByText('Withdrawal')).toHaveLength(2);
    // The headline amount, signed, its kobo kept.
    expect(screen.getByText(amountText('-₦1,500.25')).closest('.amount')).not.toBeNull();
    expect(facts()).toEqual({
      Date: '22 Nov 2026, 4:40 PM',
      Description: 'Withdrawal',
      Status: 'Completed',
      'Account Name': 'ADA OBI',
      'Account Number': '0123456789',
      'Bank Name': 'Guaranty Trust Bank',
      'Transfer Status': 'Successful',
    });
    expect(api.callsTo(transactionEndpoint)).toEqual([]);
  });

  it('shows a withdrawal the bank declined as Failed in red, and says its money was refunded', async () => {
    fakeApi();
    const refunded = { ...withdrawal, status: '2', details: { ...withdrawal.details, status: 'Refunded' } } as const;
    renderApp('/transaction-details?id=12', { transaction: refunded });
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(facts()).toMatchObject({ Status: 'Failed', 'Transfer Status': 'Refunded' });
    expect(within(screen.getAllByRole('definition')[2]!).getByText('Failed').style.color).toBe('var(--danger)');
    expect(screen.getByText('The bank declined this withdrawal. ₦1,500.25 was refunded to your wallet.')).toBeVisible();
  });

  it("lists a bill payment's facts, an electricity token (its own field) among them", async () => {
    fakeApi();
    const electricity = transactionFixture({
      id: 14,
      type: 2,
      which: 2,
      classtype: 4,
      title: 'Electricity Purchase',
      amount: '3000.00',
      created_at: '2026-11-22T15:40:00.000Z',
      details: {
        provider: 'Ikeja',
        metertype: 'PREPAID',
        meterno: '45012345678',
        customername: 'ADA OBI',
        reference: 'FVB123',
        status: 'Successful',
      },
      token: '1234-5678-9012-3456-7890',
    });
    renderApp('/transaction-details?id=14', { transaction: electricity });
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(facts()).toEqual({
      Date: '22 Nov 2026, 4:40 PM',
      Description: 'Electricity Purchase',
      Status: 'Completed',
      Provider: 'Ikeja',
      'Meter Type': 'PREPAID',
      'Meter Number': '45012345678',
      'Customer Name': 'ADA OBI',
      Token: '1234-5678-9012-3456-7890',
      Reference: 'FVB123',
    });
  });

  it('says why a bill payment was refunded', async () => {
    fakeApi();
    const note = 'Refunded: The provider declined this purchase.';
    const airtime = transactionFixture({ id: 15, type: 2, which: 2, classtype: 1, status: '2', details: { network: 'MTN', phonenumber: '08020000000', note } });
    renderApp('/transaction-details?id=15', { transaction: airtime });
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(facts()).toMatchObject({ Status: 'Failed', Network: 'MTN', 'Phone Number': '08020000000' });
    expect(screen.getByText(note)).toBeVisible();
  });

  it('marks a deposit that arrived short as partially paid, its amount what arrived', async () => {
    fakeApi();
    const short = transactionFixture({ id: 11, amount: '500.00', details: { status: 'Partially paid' } });
    renderApp('/transaction-details?id=11', { transaction: short });
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(screen.getByText(amountText('+₦500')).closest('.amount')).not.toBeNull();
    expect(screen.getByText(/^Partially paid: less arrived than was asked for/)).toBeInstanceOf(HTMLParagraphElement);
  });

  it('shows a failed deposit as Failed, not Pending, with no refund note', async () => {
    fakeApi();
    renderApp('/transaction-details?id=11', { transaction: transactionFixture({ id: 11, status: '2' }) });
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(facts()).toEqual({ Date: '22 Nov 2026, 2:05 PM', Description: 'Deposit', Status: 'Failed' });
    expect(screen.queryByText(/refunded/)).toBeNull();
  });

  it('fetches the row by its id on a reload or a shared link; a deposit shows no bank details', async () => {
    const api = fakeApi([answer(transactionEndpoint, () => ({ status: 'success', data: transactionFixture({ id: 11, status: '0' }) }))]);
    renderApp('/transaction-details?id=11');
    expect((await screen.findByText(amountText('+₦5,000'))).closest('.amount')).not.toBeNull();
    expect(facts()).toEqual({ Date: '22 Nov 2026, 2:05 PM', Description: 'Deposit', Status: 'Pending' });
    expect(api.callsTo(transactionEndpoint)).toHaveLength(1);
  });

  it('asks the server again for a pending row it was handed: it may have settled since', async () => {
    const api = fakeApi([answer(transactionEndpoint, () => ({ status: 'success', data: transactionFixture({ id: 11, status: '1' }) }))]);
    renderApp('/transaction-details?id=11', { transaction: transactionFixture({ id: 11, status: '0' }) });
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(facts().Status).toBe('Completed');
    expect(api.callsTo(transactionEndpoint)).toHaveLength(1);
  });

  it('ignores a passed row that is not the one in the URL, or not a transaction at all', async () => {
    const api = fakeApi([answer(transactionEndpoint, () => ({ status: 'success', data: transactionFixture({ id: 5, amount: '42.00' }) }))]);
    renderApp('/transaction-details?id=5', { transaction: { ...withdrawal, amount: 12 } as never });
    expect((await screen.findByText(amountText('+₦42'))).closest('.amount')).not.toBeNull();
    expect(api.callsTo(transactionEndpoint)).toHaveLength(1);
  });

  it('says so when the id is unknown or missing, with a way back', async () => {
    fakeApi([answer(transactionEndpoint, () => jsonResponse(422, { status: 'error', message: 'This transaction was not found.' }))]);
    renderApp('/transaction-details?id=999');
    expect((await screen.findByRole('alert')).textContent).toBe('This transaction was not found.');
    expect(screen.getByRole('link', { name: 'All transactions' }).getAttribute('href')).toBe('/alltransactions');
  });

  it('needs no call to know that a link without an id leads nowhere', async () => {
    const api = fakeApi();
    renderApp('/transaction-details');
    expect((await screen.findByRole('alert')).textContent).toBe('This transaction was not found.');
    expect(api.callsTo(transactionEndpoint)).toEqual([]);
  });

  it('offers to try again when the server could not answer', async () => {
    const user = userEvent.setup();
    let down = true;
    fakeApi([
      answer(transactionEndpoint, () =>
        down ? jsonResponse(503, { status: 'error', message: 'Unavailable.' }) : { status: 'success', data: transactionFixture({ id: 11 }) },
      ),
    ]);
    renderApp('/transaction-details?id=11');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to load this transaction. Please try again.');
    down = false;
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText(amountText('+₦5,000'))).closest('.amount')).not.toBeNull();
  });
});
