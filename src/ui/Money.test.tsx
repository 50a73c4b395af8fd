import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Money, splitKobo } from './Money';

describe('an amount', () => {
  let container: HTMLElement;
  afterEach(() => container?.remove());

  it('keeps its kobo apart, and text without kobo whole', () => {
    expect(splitKobo('₦1,150,000.00')).toEqual(['₦1,150,000', '.00']);
    expect(splitKobo('-₦1,500.25')).toEqual(['-₦1,500', '.25']);
    expect(splitKobo('₦2.3M')).toEqual(['₦2.3M', '']);
    expect(splitKobo('₦1,500')).toEqual(['₦1,500', '']);
    expect(splitKobo('Hidden')).toEqual(['Hidden', '']);
  });

  it('reads as one text, the kobo in a smaller run of their own', () => {
    container = document.body.appendChild(document.createElement('div'));
    render(<Money text="₦1,043,000.50" />, { container });
    const money = container.firstElementChild!;
    expect(money.textContent).toBe('₦1,043,000.50');
    expect(money.querySelector('.kobo')?.textContent).toBe('.50');
    expect(getComputedStyle(money).whiteSpace).toBe('nowrap');
  });
});
