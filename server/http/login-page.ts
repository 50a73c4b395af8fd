import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../lib/escape-html';
import { LOGIN_PAGE_SLOTS } from './login-page-slots';

/** What a refused sign-in shows: the server's message and the identifier the customer typed. */
interface LoginPageState {
  messages: string | readonly string[];
  uniqueid: string;
}

/** Renders the pre-rendered sign-in page (dist/login.html), plain or with a refusal filled in. */
export type LoginPage = (state?: LoginPageState) => string;

/**
 * Reads dist/login.html once; null when the build made none (tests without a build, `npm run dev`).
 * A refusal's message is a role=alert paragraph inside the form, above the fields.
 */
export function loadLoginPage(distDir: string): LoginPage | null {
  const file = path.join(distDir, 'login.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  if (!html.includes(LOGIN_PAGE_SLOTS.alert) || !html.includes(LOGIN_PAGE_SLOTS.uniqueid)) {
    throw new Error(`${file} lacks the slots the server fills in: rebuild it`);
  }
  return (state) => {
    if (!state) return html;
    const messages = typeof state.messages === 'string' ? [state.messages] : state.messages;
    const alert = `<p class="lf-alert" role="alert">${messages.map(escapeHtml).join('<br />')}</p>`;
    return html.replace(LOGIN_PAGE_SLOTS.alert, () => alert).replace(LOGIN_PAGE_SLOTS.uniqueid, () => `name="uniqueid" value="${escapeHtml(state.uniqueid)}"`);
  };
}
