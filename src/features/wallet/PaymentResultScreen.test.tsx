import { cleanup, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { verifyPaymentEndpoint, type PaymentDetails } from '@contract/wallet';
import { answer, fakeApi, renderApp, type ReplyTo } from '@/test-app';
import { customerFixture, jsonResponse, renderRoute, signIn, signOut } from '@/test-utils';
import { PaymentResultScreen } from './PaymentResultScreen';

const PAID_AT = '2024-03-05T14:07:00.000Z';
const details = (changes: Partial<PaymentDetails> = {}): PaymentDetails => ({
  transactionreference: 'FVD123',
  amount: '5000.00',
  payment_method: 'CARD',
  payment_date: PAID_AT,
  paystatus: 'PAID',
  ...changes,
});
const verified = (d: PaymentDetails) => () => ({ status: 'success' as const, message: 'Payment status checked.', details: d });

const show = (reference: string | undefined, verify: ReplyTo<typeof verifyPaymentEndpoint>) => {
  const api = fakeApi([answer(verifyPaymentEndpoint, verify)]);
  renderRoute('/verifypaymentfunding', () => <PaymentResultScreen reference={reference} />);
  return api;
};

/** The details card as term -> shown value. */
const detailRows = () => Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('PaymentResultScreen', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('verifies the reference behind a spinner, then shows the paid payment and refetches the balance', async () => {
    let respond = (): void => undefined;
    const pending = new Promise<void>((done) => (respond = done));
    const { calls, callsTo } = show('FVD123', async () => {
      await pending;
      return verified(details())();
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Verifying your payment...');
    expect(heading.parentElement?.getAttribute('aria-busy')).toBe('true');
    respond();

    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(calls[0]?.body).toEqual({ tx_ref: 'FVD123' });
    expect(detailRows()).toEqual({
      'Transaction Reference': 'FVD123',
      Amount: '₦5,000.00',
      'Payment Method': 'CARD',
      'Payment Date': '5 Mar 2024, 3:07 PM',
      Status: 'Paid',
    });
    await waitFor(() => expect(callsTo(customerEndpoint)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("shows a pending payment with '-' for what is not known yet, and leaves the balance alone", async () => {
    const { callsTo } = show('FVD123', verified(details({ paystatus: 'PENDING', payment_method: null, payment_date: null })));
    await screen.findByRole('heading', { name: 'Payment Pending. Please wait.' });
    expect(detailRows()).toMatchObject({ 'Payment Method': '-', 'Payment Date': '-', Status: 'Pending' });
    expect(callsTo(customerEndpoint)).toHaveLength(0);
  });

  it('shows failed and expired payments', async () => {
    show('FVD123', verified(details({ paystatus: 'FAILED' })));
    await screen.findByRole('heading', { name: 'Payment Unsuccessful' });
    expect(detailRows()).toMatchObject({ Status: 'Unsuccessful' });
    cleanup();
    show('FVD124', verified(details({ paystatus: 'EXPIRED' })));
    await screen.findByRole('heading', { name: 'Payment Expired. Please try again.' });
    expect(detailRows()).toMatchObject({ Status: 'Expired' });
  });

  it('says it cannot verify without a reference, and asks nothing', async () => {
    const { calls } = show(undefined, verified(details()));
    await screen.findByRole('heading', { name: 'We were unable to verify your payment. Please try again later.' });
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows the server's message when verifying fails, else the fallback", async () => {
    show('NOPE', () => jsonResponse(404, { status: 'error', message: 'We could not find this payment.' }));
    await screen.findByRole('heading', { name: 'We could not find this payment.' });
  });

  it('falls back when the failure says nothing', async () => {
    show('FVD123', () => new Response('', { status: 503 }));
    await screen.findByRole('heading', { name: 'Error verifying payment. Please try again later.' });
  });

  it('checks again on Try again after a failed check, and on Check again while pending', async () => {
    const answers = [() => new Response('', { status: 503 }), verified(details({ paystatus: 'PENDING' })), verified(details())];
    const { callsTo } = show('FVD123', () => answers.shift()!());
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Error verifying payment. Please try again later.' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Payment Pending. Please wait.' });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
    expect(callsTo(verifyPaymentEndpoint)).toHaveLength(3);
  });

  it('says the payment failed when the server answers without a checked payment', async () => {
    show('FVD123', () => jsonResponse(200, { status: 'error' }));
    await screen.findByRole('heading', { name: 'Payment Failed. Please try again.' });
    expect(screen.queryByRole('term')).toBeNull();
  });
});

describe('the /verifypaymentfunding route', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('verifies the paymentReference of its address, read as text even when it looks like a number', async () => {
    for (const reference of ['FVD123', '20240305']) {
      const { callsTo } = fakeApi([answer(verifyPaymentEndpoint, verified(details({ transactionreference: reference })))]);
      renderApp(`/verifypaymentfunding?paymentReference=${reference}`);
      await screen.findByRole('heading', { name: 'Payment Successful!' });
      expect(callsTo(verifyPaymentEndpoint).map((call) => call.body)).toEqual([{ tx_ref: reference }]);
      cleanup();
    }
  });

  it("verifies our reference from the gateway's return, even repeated, and believes the server, not the address's paymentStatus", async () => {
    const { callsTo } = fakeApi([answer(verifyPaymentEndpoint, verified(details({ transactionreference: 'FVDA', paystatus: 'PENDING' })))]);
    renderApp('/verifypaymentfunding?paymentReference=FVDA&paymentReference=FVDA&transactionReference=MNFY%7C20261121%7C000090&paymentStatus=PAID');
    await screen.findByRole('heading', { name: 'Payment Pending. Please wait.' });
    expect(callsTo(verifyPaymentEndpoint).map((call) => call.body)).toEqual([{ tx_ref: 'FVDA' }]);
  });
});
