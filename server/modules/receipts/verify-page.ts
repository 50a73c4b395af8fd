import { escapeHtml } from '../../lib/escape-html';
import { lagosDateTime, dayLabelOf } from '../../lib/lagos-time';
import { formatKobo } from '../../lib/naira';
import type { lookUpCode } from './codes';
import { receiptFacts } from './facts';
import { RECEIPT_TEXTS } from './texts';

/**
 * /r/<code>: a small page, server-drawn, with no script, that anyone can read without signing in
 * (docs/rules.md §Receipts and statements). It shows what the code vouches for and nothing about
 * the customer: no name, e-mail, phone, balance or token.
 */

export const VERIFY_TEXTS = {
  genuineReceipt: 'Genuine Fleetvest receipt',
  genuineReceiptNote: 'This receipt was issued by Fleetvest. Check that the figures below match the receipt you were shown.',
  genuineStatement: 'Genuine Fleetvest statement',
  genuineStatementNote: 'This statement was issued by Fleetvest. Check that the figures below match the statement you were given.',
  unknownTitle: 'No such receipt',
  unknown: 'No Fleetvest receipt or statement has this verification code. The document you were shown may not be genuine.',
  revokedTitle: 'Verification code revoked',
  revoked: 'The account holder revoked this verification code. It no longer verifies any receipt.',
  tooManyTitle: 'Too many checks',
  tooMany: (wait: string) => `Too many checks from your network. Please try again in ${wait}.`,
  period: 'Period',
  opening: 'Opening balance',
  closing: 'Closing balance',
  credits: 'Money in',
  debits: 'Money out',
  movements: 'Movements',
  generated: 'Generated',
  format: 'File',
  footer: 'Fleetvest: vehicle investments, wallet and bills, Lagos.',
} as const;

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:560px;margin:0 auto;padding:16px;color:#1b1f24;background:#f6f8fa}
header{background:#075c40;color:#fff;padding:14px 18px;border-radius:12px 12px 0 0;font-weight:700;font-size:1.2rem}
main{background:#fff;border:1px solid #d0d7de;border-top:0;border-radius:0 0 12px 12px;padding:18px}
h1{font-size:1.3rem;margin:0 0 8px}.ok{color:#0b7a55}.bad{color:#cf222e}p{line-height:1.45}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:16px 0 0}dt{color:#57606a}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
footer{color:#57606a;font-size:.85rem;margin-top:12px;text-align:center}`;

export interface VerifyPage {
  status: number;
  html: string;
}

const page = (status: number, title: string, tone: 'ok' | 'bad', body: string): VerifyPage => ({
  status,
  html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Fleetvest</title><style>${STYLE}</style></head>
<body><header>Fleetvest</header><main><h1 class="${tone}">${escapeHtml(title)}</h1>${body}</main><footer>${escapeHtml(VERIFY_TEXTS.footer)}</footer></body></html>`,
});

const facts = (rows: ReadonlyArray<readonly [string, string]>) =>
  `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;

export const unknownPage = () => page(404, VERIFY_TEXTS.unknownTitle, 'bad', `<p>${escapeHtml(VERIFY_TEXTS.unknown)}</p>`);

export const tooManyPage = (wait: string) => page(429, VERIFY_TEXTS.tooManyTitle, 'bad', `<p>${escapeHtml(VERIFY_TEXTS.tooMany(wait))}</p>`);

/** The page for a code as looked up: unknown, revoked, a receipt or a statement. */
export function verifyPage(found: Awaited<ReturnType<typeof lookUpCode>>): VerifyPage {
  if (!found) return unknownPage();
  const { code, transaction } = found;
  if (code.revokedAt) return page(410, VERIFY_TEXTS.revokedTitle, 'bad', `<p>${escapeHtml(VERIFY_TEXTS.revoked)}</p>`);
  const t = RECEIPT_TEXTS.terms;
  if (code.kind === 'receipt' && transaction) {
    const receipt = receiptFacts(transaction);
    return page(
      200,
      VERIFY_TEXTS.genuineReceipt,
      'ok',
      `<p>${escapeHtml(VERIFY_TEXTS.genuineReceiptNote)}</p>${facts([
        [t.kind, receipt.kind],
        [t.amount, formatKobo(receipt.amountKobo)],
        [t.date, lagosDateTime(receipt.at)],
        [t.status, receipt.status],
        ...(receipt.changedAt ? ([[t.changed, lagosDateTime(receipt.changedAt)]] as const) : []),
        ...receipt.lines,
        [t.reference, receipt.reference],
      ])}`,
    );
  }
  return page(
    200,
    VERIFY_TEXTS.genuineStatement,
    'ok',
    `<p>${escapeHtml(VERIFY_TEXTS.genuineStatementNote)}</p>${facts([
      [VERIFY_TEXTS.period, `${dayLabelOf(code.periodFrom!)} – ${dayLabelOf(code.periodTo!)}`],
      [VERIFY_TEXTS.opening, formatKobo(code.openingKobo!)],
      [VERIFY_TEXTS.credits, formatKobo(code.creditsKobo ?? 0)],
      [VERIFY_TEXTS.debits, formatKobo(code.debitsKobo ?? 0)],
      [VERIFY_TEXTS.closing, formatKobo(code.closingKobo!)],
      [VERIFY_TEXTS.movements, String(code.movements ?? 0)],
      [VERIFY_TEXTS.generated, lagosDateTime(code.createdAt)],
      ...(code.format ? ([[VERIFY_TEXTS.format, code.format.toUpperCase()]] as const) : []),
    ])}`,
  );
}
