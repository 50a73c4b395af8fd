import { escapeHtml } from '../../lib/escape-html';

/**
 * The plain, script-free page shell of the sandbox providers' screens. The server's
 * `Referrer-Policy: no-referrer` would make a browser post the checkout's forms with `Origin: null`,
 * which a staging server refuses (docs/rules.md §Sandbox providers): the page sends its own origin.
 */
export const sandboxPage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} · Fleetvest sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:0 auto;padding:16px;color:#1b1f24}
.mail,.card{border:1px solid #d0d7de;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:1.05rem;margin:0 0 4px}
.meta{color:#57606a;font-size:.85rem;margin:0 0 8px}.note{background:#fff8c5;padding:8px 12px;border-radius:6px}
.amount{font-size:2rem;font-weight:700;margin:8px 0}.actions{display:flex;flex-wrap:wrap;gap:8px}
button{font:inherit;min-height:44px;padding:0 20px;border-radius:8px;border:1px solid #8c959f;background:#fff;cursor:pointer}
button.pay{background:#1a7f37;border-color:#1a7f37;color:#fff}button.fail{color:#cf222e;border-color:#cf222e}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
