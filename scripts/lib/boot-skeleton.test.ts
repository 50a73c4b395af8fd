import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBootWallet } from './boot-wallet';
import { loginPageHtml } from './login-page';

const indexHtml = readFileSync(path.join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

/** The page-wide base every page shares on purpose: the tokens, the box model, the body's type. */
const BASE = new Set([':root', '*', '*::before', '*::after', 'html', 'body', ':focus-visible', 'button', 'input', 'select', 'textarea']);

/** The selectors of every rule in the page's inline styles, those inside a media query too. */
const selectorsOf = (html: string): string[] =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map(([, sheet]) => sheet!.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media[^{]*\{((?:[^{}]*\{[^}]*\})*)\s*\}/g, '$1'))
    .flatMap((sheet) => [...sheet.matchAll(/([^{}]+)\{[^}]*\}/g)])
    .flatMap(([, selectors]) => selectors!.split(','))
    .map((selector) => selector.trim());

/**
 * A selector that can only match inside the skeleton, the pre-rendered sign-in form, or the
 * signed-out frame (`.auth-*`), which the app's signed-out screens draw with on purpose.
 */
const staysInTheSkeleton = (selector: string) => BASE.has(selector) || /\.(boot|lf)\b|\.(boot|lf|auth)-|#login-/.test(selector);

describe('the boot skeleton’s styles', () => {
  // <html> keeps its signed-in and at-home marks for the whole visit, long after the app has
  // replaced the skeleton: a rule such as `.at-home p` would restyle every paragraph of the app.
  it.each([
    ['index.html', withBootWallet(indexHtml)],
    ['login.html', loginPageHtml(indexHtml)],
  ])('of %s reach nothing but the skeleton', (_page, html) => {
    const selectors = selectorsOf(html);
    expect(selectors.length).toBeGreaterThan(20);
    expect(selectors.filter((selector) => !staysInTheSkeleton(selector))).toEqual([]);
  });

  it('notices a rule that would reach the app', () => {
    expect(selectorsOf('<style>.at-home p { display: grid; } .boot p i { height: 1px; }</style>').filter((s) => !staysInTheSkeleton(s))).toEqual([
      '.at-home p',
    ]);
  });
});
