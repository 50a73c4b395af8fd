import { describe, expect, it } from 'vitest';
import { css } from './css';

const sheet = () => document.getElementById('fleetvest-styles')?.textContent ?? '';

describe('css', () => {
  it('writes the rules made in one task to the page together, once the task ends', async () => {
    const first = css`color: rgb(1, 2, 3);`;
    const second = css`margin-top: 7px;`;
    expect(sheet()).not.toContain(first);
    await Promise.resolve();
    expect(sheet()).toContain(`.${first}{color:rgb(1, 2, 3);}`);
    expect(sheet()).toContain(`.${second}{margin-top:7px;}`);
    expect(document.querySelectorAll('#fleetvest-styles')).toHaveLength(1);

    const element = document.body.appendChild(document.createElement('p'));
    element.className = first;
    expect(getComputedStyle(element).color).toBe('rgb(1, 2, 3)');
  });

  it('gives the same rule the same class and writes it once', async () => {
    const rule = 'padding-left: 13px;';
    const [a, b] = [css(rule), css(rule)];
    await Promise.resolve();
    expect(a).toBe(b);
    expect(sheet().split(`.${a}{`)).toHaveLength(2);
  });
});
