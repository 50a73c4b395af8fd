import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('hides the password until Show is pressed, and hides it again on Hide', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" defaultValue="s3cret!!" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.type).toBe('password');
    expect(input.value).toBe('s3cret!!');
  });
});
