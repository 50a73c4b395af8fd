import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_PAGE_SLOTS } from '../../server/http/login-page-slots';
import { texts } from '../../src/features/auth/texts';
import type { Rolldown } from 'vite';
import { FORM_PAINT_MARK, loginPageHtml, staticImports, withEntry, withSignedInPreloads } from './login-page';

const indexHtml = readFileSync(path.join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

describe('the pre-rendered sign-in page', () => {
  const html = loginPageHtml(indexHtml);

  it('holds the sign-in screen’s form, with its texts, names and links, posting to /login', () => {
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/login');
    expect(page.querySelector('h1')?.textContent).toBe(texts.login.heading);
    const labelOf = (name: string) => page.querySelector(`label[for="${form.querySelector(`[name="${name}"]`)?.id}"]`)?.textContent;
    expect(labelOf('uniqueid')).toBe(texts.login.uniqueId);
    expect(labelOf('password')).toBe(texts.login.password);
    expect(form.querySelector('[name="remember"]')?.closest('label')?.textContent).toBe(texts.login.remember);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe(texts.login.submit);
    expect(form.querySelector('button[type="submit"]')?.getAttribute('elementtiming')).toBe(FORM_PAINT_MARK);
    expect([...page.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [texts.login.forgot, '/forgot-password'],
      [texts.login.register, '/register'],
    ]);
    expect(form.querySelector('[name="uniqueid"]')?.getAttribute('maxlength')).toBe('254');
  });

  it('keeps the rest of index.html (the boot script, the signed-in skeleton) and leaves the server its slots', () => {
    expect(html).toContain('<div class="boot-in">');
    expect(html).toContain("document.documentElement.className='signed-in'");
    for (const slot of Object.values(LOGIN_PAGE_SLOTS)) expect(html).toContain(slot);
    expect(html).not.toContain('aria-busy');
    // Without it, the server's no-referrer policy makes the form post say `Origin: null`.
    expect(html).toContain('<meta name="referrer" content="same-origin" />');
  });

  it('fails the build when index.html no longer has the skeleton it replaces', () => {
    expect(() => loginPageHtml('<!doctype html><div id="root"></div>')).toThrow(/boot skeleton/);
  });
});

describe('pointing a built page at its entry', () => {
  const built = '<head><script type="module" crossorigin src="/assets/index-a.js"></script></head>';

  it('swaps the module script and preloads what the entry imports, right after it', () => {
    expect(withEntry(built, 'assets/loginPage-b.js', ['assets/signin-c.js'])).toBe(
      '<head><script type="module" crossorigin src="/assets/loginPage-b.js"></script><link rel="modulepreload" crossorigin href="/assets/signin-c.js"></head>',
    );
  });

  it('has the boot script preload the signed-in chunks, and fails the build when the script no longer lists them', () => {
    const page = withSignedInPreloads(indexHtml, ['assets/home-h.js', 'assets/icons-i.js']);
    expect(page).toContain('["/assets/home-h.js","/assets/icons-i.js"].forEach(');
    expect(page.indexOf('/assets/home-h.js')).toBeLessThan(page.indexOf('</head>'));
    expect(() => withSignedInPreloads(page, [])).toThrow(/signed-in chunks/);
  });

  it('fails the build when the page has no module script', () => {
    expect(() => withEntry('<head></head>', 'assets/x.js', [])).toThrow(/module script/);
  });

  it('finds every chunk an entry imports statically, once, but none it imports on demand', () => {
    const chunk = (fileName: string, imports: string[], dynamicImports: string[] = []) =>
      ({ type: 'chunk', fileName, imports, dynamicImports }) as unknown as Rolldown.OutputChunk;
    const bundle = {
      'loginPage.js': chunk('loginPage.js', ['signin.js', 'runtime.js']),
      'signin.js': chunk('signin.js', ['runtime.js'], ['app.js']),
      'runtime.js': chunk('runtime.js', []),
      'app.js': chunk('app.js', ['signin.js']),
    } as unknown as Rolldown.OutputBundle;
    expect(staticImports(bundle, bundle['loginPage.js'] as Rolldown.OutputChunk)).toEqual(['signin.js', 'runtime.js']);
  });
});
