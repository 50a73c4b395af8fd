import type { Plugin, Rolldown } from 'vite';
import { LIMITS } from '../../contract/fields.js';
import { LOGIN_FORM_PATH, LOGIN_PAGE_SLOTS } from '../../server/http/login-page-slots.js';
import { escapeHtml } from '../../server/lib/escape-html.js';
import { texts } from '../../src/features/auth/texts.js';
import { withBootWallet } from './boot-wallet.js';
import { brandPanelHtml } from './brand-panel.js';
import { withUsedTokensOnly } from './design-tokens.js';
import { compactHtml, minifiedCss } from './compact-html.js';

/** The signed-out half of index.html's boot skeleton: the brand panel and a placeholder card. */
const BOOT_OUT = /<div class="boot-out auth-frame">[\s\S]*?<\/main>\s*<\/div>/;
const BOOT_BUSY = ' role="status" aria-busy="true"';

/**
 * The sign-in card's look, copied from the SPA's primitives (src/ui/Field.tsx, PasswordInput.tsx,
 * Checkbox.tsx, Button.tsx, src/features/auth/AuthCard.tsx) so the takeover does not move a pixel
 * that matters. The card itself is index.html's .boot-card.
 */
const STYLE = `
      .lf h1 { margin: 0 0 8px; font-size: var(--text-xl); }
      .lf > p { margin: 0 0 20px; color: var(--muted); }
      .lf-field { display: grid; gap: 6px; margin-bottom: 16px; }
      .lf-field > label { font-size: var(--text-sm); font-weight: 600; }
      .lf-field input {
        width: 100%; min-height: var(--target); padding: 10px 12px; border: 1px solid var(--border); border-radius: var(--radius);
        background: var(--surface); color: inherit;
      }
      .lf-pw { position: relative; }
      .lf-pw input { padding-right: 72px; }
      .lf-pw button {
        position: absolute; top: 0; right: 0; min-width: 64px; height: 100%; min-height: var(--target); border: 0; background: none;
        color: var(--brand-dark); font-weight: 600; cursor: pointer;
      }
      .lf-row {
        display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 4px 12px; margin-bottom: 16px;
      }
      .lf-row a { color: var(--brand-dark); font-weight: 600; padding: 10px 0; }
      .lf-row label { display: inline-flex; align-items: center; gap: 10px; min-height: var(--target); cursor: pointer; }
      .lf-row input { width: 20px; height: 20px; accent-color: var(--brand); }
      .lf-submit {
        display: flex; align-items: center; justify-content: center; width: 100%; min-height: var(--target); padding: 10px 18px;
        border: 1px solid transparent; border-radius: var(--radius); background: var(--brand); color: #fff; font-weight: 600; cursor: pointer;
      }
      .lf-alert { margin: 0 0 16px; color: var(--danger); font-weight: 600; }
      .lf-foot { margin: 16px 0 0; text-align: center; }
      .lf-foot a { color: var(--brand-dark); font-weight: 600; display: inline-block; padding: 10px 4px; }
    `;

/** Without JavaScript the Show button could not show anything: it is not offered. */
const NO_SCRIPT = '<noscript><style>#login-reveal { display: none; }</style></noscript>';

/**
 * The server's Referrer-Policy is no-referrer, under which a browser sends `Origin: null` with a
 * form post; the server's login-CSRF check needs the real origin, which same-origin sends to us
 * alone.
 */
const REFERRER = '<meta name="referrer" content="same-origin" />';

/**
 * Show/Hide before the SPA arrives (with JavaScript off there is no button). The server's CSP
 * allows it by its hash (server/http/inline-scripts.ts).
 */
const REVEAL_SCRIPT =
  "<script>document.getElementById('login-reveal').onclick=function(){var i=document.getElementById('login-password'),s=i.type=='password';i.type=s?'text':'password';this.textContent=s?'Hide':'Show';this.setAttribute('aria-pressed',String(s))}</script>";

/**
 * The submit button's Element Timing name: the browser notes when the form was first painted,
 * which bench:load reads as the moment the form is usable.
 */
export const FORM_PAINT_MARK = 'login-form';

const t = texts.login;
const e = escapeHtml;

/** The SPA's sign-in form (src/features/auth/login/LoginScreen.tsx) as HTML that posts without JavaScript. */
const FORM = `<div class="boot-out auth-frame">
          ${brandPanelHtml()}
          <main class="auth-main">
            <section class="boot-card lf" aria-labelledby="auth-heading">
              <h1 id="auth-heading">${e(t.heading)}</h1>
              <p>${e(t.intro)}</p>
              <form method="post" action="${LOGIN_FORM_PATH}">
                ${LOGIN_PAGE_SLOTS.alert}
                <div class="lf-field">
                  <label for="login-uniqueid">${e(t.uniqueId)}</label>
                  <input id="login-uniqueid" ${LOGIN_PAGE_SLOTS.uniqueid} autocomplete="username webauthn" maxlength="${LIMITS.uniqueid}" required />
                </div>
                <div class="lf-field">
                  <label for="login-password">${e(t.password)}</label>
                  <div class="lf-pw">
                    <input id="login-password" type="password" name="password" autocomplete="current-password" maxlength="${LIMITS.password}" required />
                    <button type="button" id="login-reveal" aria-controls="login-password" aria-pressed="false">Show</button>
                  </div>
                </div>
                <div class="lf-row">
                  <label><input type="checkbox" name="remember" />${e(t.remember)}</label>
                  <a href="/forgot-password">${e(t.forgot)}</a>
                </div>
                <button type="submit" class="lf-submit" elementtiming="${FORM_PAINT_MARK}">${e(t.submit)}</button>
              </form>
              <p class="lf-foot">${e(t.noAccount)} <a href="/register">${e(t.register)}</a></p>
            </section>
          </main>
        </div>`;

/**
 * dist/login.html: the built index.html with the real sign-in form in place of the signed-out
 * placeholder, so /login and / paint a working form before any JavaScript (docs/architecture.md,
 * "Sign-in before the JavaScript"). Signed in, the boot script still swaps in the signed-in
 * skeleton, as on index.html.
 */
export function loginPageHtml(indexHtml: string): string {
  if (!BOOT_OUT.test(indexHtml) || !indexHtml.includes(BOOT_BUSY)) throw new Error('index.html no longer has the boot skeleton the sign-in page replaces');
  return indexHtml
    .replace('</style>', `${minifiedCss(STYLE)}</style>${NO_SCRIPT}${REFERRER}`)
    .replace(BOOT_BUSY, '')
    .replace(BOOT_OUT, () => `${compactHtml(FORM)}${REVEAL_SCRIPT}`);
}

/** The page's one module script. */
const MODULE_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

/**
 * `html` loading `entry` (a file of dist/), with a modulepreload link for each of `imports`: the
 * browser fetches those alongside the entry instead of after it has arrived and been read, a
 * round trip saved on a slow network.
 */
export function withEntry(html: string, entry: string, imports: readonly string[]): string {
  if (!MODULE_SCRIPT.test(html)) throw new Error('the built page has no module script to point at its entry');
  const preloads = imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return html.replace(MODULE_SCRIPT, () => `<script type="module" crossorigin src="/${entry}"></script>${preloads}`);
}

/** Where index.html's boot script lists the chunks a signed-in visitor's page preloads. */
const SIGNED_IN_CHUNKS = '/*signed-in chunks*/[]';

/**
 * `html` whose boot script, for a signed-in visitor, preloads `files` too: the signed-in home's
 * chunks, which would otherwise be asked for only once the router has started.
 */
export function withSignedInPreloads(html: string, files: readonly string[]): string {
  if (!html.includes(SIGNED_IN_CHUNKS)) throw new Error('index.html’s boot script no longer lists the signed-in chunks');
  return html.replace(SIGNED_IN_CHUNKS, () => JSON.stringify(files.map((file) => `/${file}`)));
}

/** The chunks an entry chunk imports statically, and theirs, in the order first met. */
export const staticImports = (bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): string[] => {
  const files = new Set<string>();
  const visit = (file: string): void => {
    const next = bundle[file];
    if (files.has(file) || next?.type !== 'chunk') return;
    files.add(file);
    next.imports.forEach(visit);
  };
  chunk.imports.forEach(visit);
  return [...files];
};

/** A chunk and the chunks it imports statically, those in `loaded` left out. */
const withImports = (bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, loaded: readonly string[]): string[] =>
  [chunk.fileName, ...staticImports(bundle, chunk)].filter((file) => !loaded.includes(file));

/** The entry chunk built from `source` (a path under src/). */
const entryChunk = (bundle: Rolldown.OutputBundle, source: string): Rolldown.OutputChunk | undefined =>
  Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry && (file.facadeModuleId ?? '').endsWith(source));

/** The chunk a code-splitting group named `name` made (vite.config.ts). */
const namedChunk = (bundle: Rolldown.OutputBundle, name: string): Rolldown.OutputChunk | undefined =>
  Object.values(bundle).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && !file.isEntry && file.name === name);

/**
 * Points index.html at the app's entry and its chunks, and writes dist/login.html from it: the
 * same page with the sign-in form, loading the sign-in page's entry (src/loginPage.tsx) instead.
 * Signed in, either page also preloads the `home` chunk and what it imports (docs/architecture.md,
 * "The SPA"); login.html the app's start too, which it then runs at once. index.html shows the
 * wallet's balance in its signed-in skeleton (`withBootWallet`); login.html, mostly for signed-out
 * visitors, leaves that out.
 */
export const loginPagePlugin = (): Plugin => ({
  name: 'fleetvest:login-page',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type !== 'asset') return this.error('the build made no index.html');
    const app = entryChunk(bundle, 'index.html');
    const login = entryChunk(bundle, 'src/loginPage.tsx');
    const home = namedChunk(bundle, 'home');
    const appStart = namedChunk(bundle, 'app');
    if (!app || !login || !home || !appStart) return this.error('the build lacks the app’s or the sign-in page’s entry, or the app’s start or home chunk');
    const html = String(index.source);
    const appImports = staticImports(bundle, app);
    const loginImports = staticImports(bundle, login);
    const homeFiles = (loaded: string[]) => withImports(bundle, home, loaded);
    index.source = withUsedTokensOnly(withBootWallet(withSignedInPreloads(withEntry(html, app.fileName, appImports), homeFiles(appImports))));
    const appForLogin = withImports(bundle, appStart, loginImports);
    this.emitFile({
      type: 'asset',
      fileName: 'login.html',
      source: withUsedTokensOnly(
        loginPageHtml(withSignedInPreloads(withEntry(html, login.fileName, loginImports), [...appForLogin, ...homeFiles([...loginImports, ...appForLogin])])),
      ),
    });
  },
});
