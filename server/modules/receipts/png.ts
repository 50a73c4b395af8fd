import { escapeHtml } from '../../lib/escape-html';
import { lagosDateTime } from '../../lib/lagos-time';
import type { Line, ReceiptFacts } from './facts';
import { FONT_FAMILY, drawWithShippedFonts } from './fonts';
import { LOOK } from './look';
import { RECEIPT_TEXTS } from './texts';
import { loadOnce } from '../../lib/load-once';
import { loadSharp } from '../../lib/sharp';

const qrcode = loadOnce(async () => (await import('qrcode')).default);

/**
 * The receipt as a PNG (docs/rules.md §Receipts and statements): an SVG template drawn by sharp,
 * 720 pixels wide, which shares well in chat apps. Values too long for their line are cut with an
 * ellipsis; the token and the code are never cut.
 */

const WIDTH = 720;
const PAD = 40;
const LINE = 46;
const { brand: BRAND, brandDark: BRAND_DARK, ink: INK, muted: MUTED, rule: BORDER } = LOOK;
const STATUS_INK: Record<string, string> = { Successful: BRAND, Pending: LOOK.waiting, 'Partially paid': BRAND };

/** At most `max` characters, an ellipsis marking a cut. */
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

const text = (x: number, y: number, content: string, attributes: string) => `<text x="${x}" y="${y}" ${attributes}>${escapeHtml(content)}</text>`;

/** One row: the term on the left, the value on the right, a rule under both. */
const row = ([term, value]: Line, y: number, valueAttributes = 'font-weight="700"') =>
  [
    text(PAD, y, term, `font-size="20" fill="${MUTED}"`),
    text(WIDTH - PAD, y, cut(value, 34), `font-size="20" fill="${INK}" text-anchor="end" ${valueAttributes}`),
    `<line x1="${PAD}" x2="${WIDTH - PAD}" y1="${y + 16}" y2="${y + 16}" stroke="${BORDER}"/>`,
  ].join('');

/** The QR code of the /r/ address, as an SVG of its own placed at (x, y), `size` pixels square. */
async function qrAt(url: string, x: number, y: number, size: number): Promise<string> {
  const svg = await (await qrcode()).toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  return svg.replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `).replace(/\n/g, '');
}

export async function receiptSvg(facts: ReceiptFacts, code: string, url: string): Promise<string> {
  const t = RECEIPT_TEXTS.terms;
  const sign = facts.direction === 'in' ? '+' : '−';
  const lines: Line[] = [
    [t.kind, facts.kind],
    [t.date, lagosDateTime(facts.at)],
    ...facts.lines,
    ...facts.ownerLines.filter(([term]) => term !== t.token),
    [t.reference, facts.reference],
  ];
  const token = facts.ownerLines.find(([term]) => term === t.token)?.[1];
  const top = 340;
  const body = lines.map((one, index) => row(one, top + index * LINE)).join('');
  let y = top + lines.length * LINE;
  const tokenBlock = token
    ? `<rect x="${PAD}" y="${y}" width="${WIDTH - 2 * PAD}" height="86" rx="12" fill="${LOOK.brandSoft}"/>${text(WIDTH / 2, y + 30, t.token, `font-size="18" fill="${MUTED}" text-anchor="middle"`)}${text(WIDTH / 2, y + 66, token, `font-size="28" font-weight="700" fill="${BRAND_DARK}" text-anchor="middle" letter-spacing="1"`)}`
    : '';
  if (token) y += 106;
  const qrSize = 180;
  const qr = await qrAt(url, PAD, y + 20, qrSize);
  const right = PAD + qrSize + 24;
  // The page's address without the code, which is printed on its own line below.
  const page = url.replace(/^https?:\/\//, '');
  const verify = [
    text(right, y + 56, RECEIPT_TEXTS.verifyAt, `font-size="18" fill="${MUTED}"`),
    text(right, y + 86, cut(page.slice(0, page.lastIndexOf('/r/') + '/r/'.length), 30), `font-size="20" font-weight="700" fill="${INK}"`),
    text(right, y + 130, RECEIPT_TEXTS.code, `font-size="18" fill="${MUTED}"`),
    text(right, y + 160, code, `font-size="22" font-weight="700" fill="${BRAND_DARK}" letter-spacing="0.5"`),
  ].join('');
  const height = y + 20 + qrSize + PAD;
  const statusInk = STATUS_INK[facts.status] ?? LOOK.danger;
  const changed = facts.changedAt ? `${facts.status} since ${lagosDateTime(facts.changedAt)}` : facts.status;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="${FONT_FAMILY}">
<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>
<rect width="${WIDTH}" height="112" fill="${BRAND_DARK}"/>
<rect x="${PAD}" y="28" width="56" height="56" rx="12" fill="${BRAND}"/>
<g transform="translate(${PAD} 28) scale(1.75)"><path d="M10 24V8h12v3.5h-8v3h7V18h-7v6z" fill="#fff"/></g>
${text(PAD + 76, 66, RECEIPT_TEXTS.brand, 'font-size="34" font-weight="700" fill="#ffffff"')}
${text(WIDTH - PAD, 66, RECEIPT_TEXTS.receiptTitle, 'font-size="20" fill="#ffffff" text-anchor="end"')}
${text(WIDTH / 2, 200, `${sign}${RECEIPT_TEXTS.amount(facts.amountKobo)}`, `font-size="52" font-weight="700" fill="${INK}" text-anchor="middle"`)}
${text(WIDTH / 2, 250, facts.kind, `font-size="24" fill="${MUTED}" text-anchor="middle"`)}
${text(WIDTH / 2, 292, cut(changed, 48), `font-size="22" font-weight="700" fill="${statusInk}" text-anchor="middle"`)}
${body}${tokenBlock}${qr}${verify}
</svg>`;
}

/** The receipt's PNG bytes. */
export async function receiptPng(facts: ReceiptFacts, code: string, url: string): Promise<Buffer> {
  drawWithShippedFonts();
  const svg = Buffer.from(await receiptSvg(facts, code, url));
  return (await loadSharp())(svg).png({ compressionLevel: 9, palette: true }).toBuffer();
}
