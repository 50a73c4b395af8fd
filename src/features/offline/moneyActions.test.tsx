import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { fundAccountEndpoint } from '@contract/wallet';
import { online } from '@/state/connection';
import { afterOffline, answer, describedAs, fakeApi, networkDown, renderApp } from '@/test-app';
import { customerFixture, signIn } from '@/test-utils';

const offButton = async (name: string) => {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(true));
  return button;
};

const customer = customerFixture({ returns_ngnbalance: '6317.30' });

describe('money actions while offline', () => {
  beforeEach(() => {
    signIn(customer);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    online.value = false;
  });
  afterEach(afterOffline);

  it('deposit: Continue is off, says why, and sends nothing', async () => {
    const network = networkDown();
    renderApp('/deposit');
    const button = await offButton('Continue');
    expect(describedAs(button)).toBe('You are offline. Deposits need a connection.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5000{Enter}');
    expect(network.triedTo(fundAccountEndpoint)).toBe(false);
  });

  it('withdraw: Continue is off and says why', async () => {
    networkDown();
    renderApp('/withdraw');
    expect(describedAs(await offButton('Continue'))).toBe('You are offline. Withdrawals need a connection.');
  });

  it('a bill form: the page says paying waits for a connection, and Continue is off for that reason', async () => {
    networkDown();
    renderApp('/airtime');
    const button = await offButton('Continue');
    expect(describedAs(button)).toBe('You are offline. Bill payments need a connection.');
    expect(screen.getByText('You are offline. Bill payments need a connection.')).toBeVisible();
  });

  it('/investments: Cashout is off and says why; back online it is on again', async () => {
    networkDown();
    renderApp('/investments');
    const button = await offButton('Cashout');
    expect(describedAs(button)).toBe('You are offline. Cashout needs a connection.');
    fakeApi([answer(customerEndpoint, () => ({ status: 'success', customer }))]);
    dispatchEvent(new Event('online'));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Cashout' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Cashout' }).getAttribute('aria-describedby')).toBeNull();
  }, 20_000);
});
