import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('an icon button', () => {
  let container: HTMLElement;
  afterEach(() => container?.remove());

  it('is named by its label, never sends a form by itself, and acts on a click', () => {
    container = document.body.appendChild(document.createElement('div'));
    const onClick = vi.fn();
    render(
      <form onSubmit={() => onClick('submitted')}>
        <IconButton label="Hide balance" onClick={() => onClick('clicked')}>
          <svg aria-hidden="true" />
        </IconButton>
      </form>,
      { container },
    );
    const button = screen.getByRole('button', { name: 'Hide balance' });
    expect(button.getAttribute('type')).toBe('button');
    button.click();
    expect(onClick.mock.calls).toEqual([['clicked']]);
  });
});
