import { COOKIES } from '../../contract/cookies.js';
import { escapeHtml } from '../../server/lib/escape-html.js';
import { texts } from '../../src/features/dashboard/texts.js';
import { BALANCE_FORMAT } from '../../src/lib/format.js';
import { minifiedCss } from './compact-html.js';

/** The wallet's place in index.html's signed-in skeleton: the first block of the dashboard's shape. */
const WALLET_PLACEHOLDER = '<div class="boot-home"><i></i>';

/**
 * The wallet card's text (src/features/dashboard/WalletCard.tsx), without its buttons. The card's
 * block itself is index.html's placeholder style (`.boot-home i, .boot-wallet`).
 */
const STYLE = `
      .boot-wallet { padding: 20px; color: #fff; }
      .boot-wallet h2 { margin: 0; font-size: 1rem; font-weight: 600; opacity: 0.9; }
      .boot-wallet output { display: block; margin: 8px 0; font-size: 1.9rem; font-weight: 800; letter-spacing: 0.5px; white-space: nowrap; font-variant-numeric: tabular-nums; }
      .boot-wallet small { font-size: 0.72em; }
    `;

/**
 * Fills the figure from the `user` cookie, the customer as the app last read it (it never throws:
 * a cookie it cannot read leaves the figure empty). textContent only: the cookie is the browser's,
 * not ours to trust as markup. Wallet and payout balances start shown, so nothing is hidden here.
 * The kobo go in a smaller run of their own, as the app's money style draws them (ui/Money.tsx).
 */
const fillScript = () =>
  `<script>try{var m=/(?:^|;\\s*)${COOKIES.customer}=([^;]*)/.exec(document.cookie),c=m&&JSON.parse(decodeURIComponent(m[1])),n=c&&Number(c.ngnbalance);` +
  `if(n===n&&typeof n=='number'){var o=document.getElementById('boot-balance'),t=new Intl.NumberFormat('en-NG',${JSON.stringify(BALANCE_FORMAT)}).format(n),i=t.lastIndexOf('.'),k=document.createElement('small');` +
  `o.textContent=t.slice(0,i);k.textContent=t.slice(i);o.appendChild(k)}}catch(e){}</script>`;

/**
 * index.html with the wallet's balance in its signed-in skeleton: on a slow phone the customer
 * sees the figure the device last saw at the first paint, seconds before the app's scripts have
 * arrived (docs/performance.md, "Chunks, preloads and budgets"). The app draws the same figure in the same place.
 */
export function withBootWallet(html: string): string {
  if (!html.includes(WALLET_PLACEHOLDER)) throw new Error('index.html’s signed-in skeleton no longer has the wallet’s place');
  const wallet =
    `<div class="boot-home"><div class="boot-wallet"><h2 id="wallet-heading">${escapeHtml(texts.wallet.heading)}</h2>` +
    `<output id="boot-balance" aria-labelledby="wallet-heading"></output></div>${fillScript()}`;
  return html.replace('</style>', () => `${minifiedCss(STYLE)}</style>`).replace(WALLET_PLACEHOLDER, () => wallet);
}
