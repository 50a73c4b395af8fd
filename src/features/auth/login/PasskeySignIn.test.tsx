import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withWebAuthn } from '@/test-webauthn';
import { PasskeySignIn } from './PasskeySignIn';

const ceremony = vi.hoisted(() => ({ load: vi.fn<() => Promise<{ signInByButton: () => Promise<boolean>; startAutofill: () => () => void }>>() }));
vi.mock('@/features/passkeys', () => ({ loadPasskeyCeremony: () => ceremony.load() }));

const LABEL = 'Sign in with a passkey';
const ways = () => ({ onSignedIn: vi.fn(async () => undefined), onError: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
  ceremony.load.mockReset();
});

describe('Sign in with a passkey', () => {
  it('is not there in a browser without WebAuthn', () => {
    withWebAuthn(false);
    const { container } = render(<PasskeySignIn label={LABEL} disabled={false} {...ways()} />);
    expect(container.innerHTML).toBe('');
  });

  it("says why and can be pressed again when the passkeys' code does not arrive (offline)", async () => {
    withWebAuthn();
    const offline = new Error('Failed to fetch dynamically imported module');
    ceremony.load.mockRejectedValue(offline);
    const given = ways();
    render(<PasskeySignIn label={LABEL} disabled={false} {...given} />);
    await userEvent.click(screen.getByRole('button', { name: LABEL }));
    await vi.waitFor(() => expect(given.onError).toHaveBeenCalledWith(offline));
    expect(screen.getByRole('button', { name: LABEL })).toBeEnabled();
  });

  it('can be pressed again when the browser dialog was closed, and not while the password form is sending', async () => {
    withWebAuthn();
    const signInByButton = vi.fn(async () => false);
    ceremony.load.mockResolvedValue({ signInByButton, startAutofill: () => () => undefined });
    const { rerender } = render(<PasskeySignIn label={LABEL} disabled={false} {...ways()} />);
    await userEvent.click(screen.getByRole('button', { name: LABEL }));
    await vi.waitFor(() => expect(signInByButton).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: LABEL })).toBeEnabled());
    rerender(<PasskeySignIn label={LABEL} disabled {...ways()} />);
    expect(screen.getByRole('button', { name: LABEL })).toBeDisabled();
  });
});
