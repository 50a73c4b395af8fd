import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../../src/features/dashboard/texts';
import { formatNaira } from '../../src/lib/format';
import { signOut } from '../../src/test-utils';
import { withBootWallet } from './boot-wallet';

const indexHtml = readFileSync(path.join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
const page = withBootWallet(indexHtml);

// The skeleton's own place in the page: emptying the whole page would take the toasts with it.
const container = document.createElement('div');

/** Puts the built skeleton in the document and runs its inline scripts, as the browser would while parsing. */
const load = (cookie: string) => {
  document.cookie = cookie;
  const parsed = new DOMParser().parseFromString(page, 'text/html');
  container.innerHTML = parsed.getElementById('root')?.outerHTML ?? '';
  document.body.append(container);
  for (const script of parsed.querySelectorAll('#root script')) new Function(script.textContent ?? '')();
  return document.getElementById('boot-balance');
};

describe('the wallet in the signed-in skeleton', () => {
  afterEach(() => {
    signOut();
    container.remove();
  });

  it('shows the balance of the customer the cookie keeps, formatted as the app does', () => {
    const customer = encodeURIComponent(JSON.stringify({ firstname: 'Ada', ngnbalance: '25000.75' }));
    const figure = load(`user=${customer}`);
    expect(figure?.textContent).toBe(formatNaira('25000.75'));
    expect(figure?.textContent).toBe('₦25,000.75');
    // The kobo smaller, as the app's money style has them.
    expect(figure?.querySelector('small')?.textContent).toBe('.75');
    expect(document.getElementById(figure?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(texts.wallet.heading);
  });

  it('leaves the figure empty, and throws nothing, when the cookie is missing or not a customer', () => {
    expect(load('theme=dark')?.textContent).toBe('');
    expect(load('user=%7Bbroken')?.textContent).toBe('');
    expect(load(`user=${encodeURIComponent('{"ngnbalance":"<b>x</b>"}')}`)?.textContent).toBe('');
  });

  it('fails the build when the skeleton no longer has the wallet’s place', () => {
    expect(() => withBootWallet('<!doctype html><div id="root"></div>')).toThrow(/wallet/);
  });
});
