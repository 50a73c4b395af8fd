import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint, type SessionInfo } from '@contract/account';
import { passkeyEndpoints, type PasskeyInfo } from '@contract/passkeys';
import { sessionsEndpoint } from '@contract/profile';
import { answer, fakeApi, renderApp } from '@/test-app';
import { customerFixture, removeToasts, signIn, signOut, visibleToasts } from '@/test-utils';
import { withWebAuthn } from '@/test-webauthn';

const PHONE: PasskeyInfo = {
  id: 3,
  credential_id: 'cred-phone',
  name: 'Pixel 7',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-21T09:30:00.000Z',
  disabled: false,
};
const OLD: PasskeyInfo = { ...PHONE, id: 4, credential_id: 'cred-old', name: 'Old tablet', last_used_at: null, disabled: true };
const HERE: SessionInfo = { id: 9, created_at: PHONE.created_at, last_used_at: PHONE.created_at, device: 'Chrome on Android', current: true };

/** /account/security with the passkeys GET answers, in a browser with WebAuthn unless told otherwise. */
const setup = (passkeys: () => PasskeyInfo[] | Response, { webauthn = true } = {}) => {
  withWebAuthn(webauthn);
  const customer = customerFixture();
  signIn(customer);
  const api = fakeApi([
    answer(customerEndpoint, () => ({ status: 'success', customer })),
    answer(sessionsEndpoint, () => ({ status: 'success', data: [HERE] })),
    answer(passkeyEndpoints.passkeys, () => {
      const listed = passkeys();
      return listed instanceof Response ? listed : { status: 'success', data: listed };
    }),
    answer(passkeyEndpoints.renamePasskey, () => ({ status: 'success', message: 'Passkey renamed.' })),
  ]);
  renderApp('/account/security');
  return api;
};

describe('the passkeys on Security', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    signOut();
    await removeToasts();
  });

  it('lists each passkey with when it was added and last used, in Lagos time, and marks a disabled one', async () => {
    const { callsTo } = setup(() => [PHONE, OLD]);
    const section = await screen.findByRole('region', { name: 'Use fingerprint or face to sign in and approve payments' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.firstChild?.textContent)).toEqual(['Pixel 7', 'Old tablet']);
    expect(within(items[1]!).getByText('Disabled')).toBeVisible();
    expect(within(items[0]!).queryByText('Disabled')).toBeNull();
    expect(within(items[0]!).getByText('Added 20 Nov 2026, 9:00 AM')).toBeVisible();
    expect(within(items[0]!).getByText('Last used 21 Nov 2026, 10:30 AM')).toBeVisible();
    expect(within(items[1]!).getByText('Not used yet')).toBeVisible();
    // Read once, with the devices, by the route's loader.
    expect(callsTo(passkeyEndpoints.passkeys)).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Signed-in devices' })).toBeVisible();
  });

  it('says when none is added yet', async () => {
    setup(() => []);
    const section = await screen.findByRole('region', { name: 'Use fingerprint or face to sign in and approve payments' });
    expect(within(section).getByText('You have no passkeys yet.')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  });

  it('offers Try again when the list cannot be read, and reads it again', async () => {
    let down = true;
    const { callsTo } = setup(() => (down ? new Response('', { status: 503 }) : [PHONE]));
    const section = await screen.findByRole('region', { name: 'Use fingerprint or face to sign in and approve payments' });
    expect(within(section).getByRole('alert')).toHaveTextContent('Your passkeys could not be loaded.');
    // The devices were read all the same.
    expect(within(await screen.findByRole('region', { name: 'Signed-in devices' })).getByText('Chrome on Android')).toBeVisible();

    down = false;
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(section).getByText('Pixel 7')).toBeVisible());
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(callsTo(passkeyEndpoints.passkeys)).toHaveLength(2);
  });

  it('renames one, says so and shows the list read again', async () => {
    let listed = [PHONE];
    const { callsTo } = setup(() => listed);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Pixel 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Work phone');
    listed = [{ ...PHONE, name: 'Work phone' }];
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(visibleToasts()).toContain('Passkey renamed.'));
    expect(await screen.findByText('Work phone')).toBeVisible();
    expect(callsTo(passkeyEndpoints.renamePasskey).map((call) => call.body)).toEqual([{ id: 3, name: 'Work phone' }]);
    expect(callsTo(passkeyEndpoints.passkeys)).toHaveLength(2);
  });

  it('is not there, and not asked for, in a browser without WebAuthn', async () => {
    const { callsTo } = setup(() => [PHONE], { webauthn: false });
    expect(await screen.findByRole('region', { name: 'Signed-in devices' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Use fingerprint or face to sign in and approve payments' })).toBeNull();
    expect(callsTo(passkeyEndpoints.passkeys)).toEqual([]);
  });
});
