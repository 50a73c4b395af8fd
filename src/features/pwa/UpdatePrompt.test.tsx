import { signal } from '@preact/signals-core';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';

const setUp = (busy: boolean) => {
  const ready = signal(false);
  const apply = vi.fn();
  render(<UpdatePrompt ready={ready} apply={apply} formInProgress={() => busy} />);
  return { ready, apply };
};

describe('UpdatePrompt', () => {
  it('appears when a release is ready, and Reload applies it', async () => {
    const user = userEvent.setup();
    const { ready, apply } = setUp(false);
    expect(screen.queryByRole('status')).toBeNull();
    ready.value = true;
    const prompt = await screen.findByRole('status', { name: 'A new version is available' });
    expect(prompt.textContent).toContain('A new version is available');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('asks before a reload clears a form in progress', async () => {
    const user = userEvent.setup();
    const { ready, apply } = setUp(true);
    ready.value = true;
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Reloading now clears the form you are filling in.');

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(apply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await user.click(screen.getByRole('button', { name: 'Reload anyway' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
