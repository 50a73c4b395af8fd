import { Readable } from 'node:stream';
import { koboToNairaString } from '../../../contract/money';
import { dayLabelOf, lagosClock, lagosDate, lagosDateTime } from '../../lib/lagos-time';
import { formatKobo } from '../../lib/naira';
import { FONT_FILES } from './fonts';
import { LOOK } from './look';
import type { StatementLine, StatementSummary } from './statement-lines';
import { loadOnce } from '../../lib/load-once';

const pdfkit = loadOnce(async () => (await import('pdfkit')).default);

/**
 * A statement as a file (docs/rules.md §Receipts and statements): a PDF drawn by pdfkit or a CSV,
 * both written line by line as the ledger's batches arrive, never held whole.
 */

export interface StatementHead {
  holder: { name: string; address: string; codeNumber: string };
  from: string;
  to: string;
  generatedAt: Date;
  code: string;
  url: string;
  summary: StatementSummary;
}

const STATEMENT_TEXTS = {
  title: 'Account statement',
  wallet: 'Fleetvest wallet',
  codeNumber: 'Account code number',
  period: 'Period',
  generated: 'Generated',
  verify: 'Verify at',
  code: 'Verification code',
  opening: 'Opening balance',
  closing: 'Closing balance',
  credits: 'Money in',
  debits: 'Money out',
  movements: 'Movements',
  totals: 'Totals for the period',
  columns: ['Date', 'Description', 'Reference', 'Debit', 'Credit', 'Balance'],
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  times: 'Dates and times are Lagos time (WAT). Amounts in naira (₦).',
} as const;

const periodLabel = (head: StatementHead) => `${dayLabelOf(head.from)} – ${dayLabelOf(head.to)}`;

/** A movement's row, the same in both files: when, what, our reference, debit, credit, the balance after. */
const cellsOf = (line: StatementLine, when: string, amount: (kobo: number) => string): string[] => [
  when,
  line.description,
  line.reference,
  line.amountKobo < 0 ? amount(-line.amountKobo) : '',
  line.amountKobo > 0 ? amount(line.amountKobo) : '',
  amount(line.balanceKobo),
];

// ---- CSV ----------------------------------------------------------------------------------------

/** A field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvLine = (values: string[]) => `${values.map(field).join(',')}\r\n`;
const plain = (kobo: number) => koboToNairaString(kobo);

async function* csvChunks(head: StatementHead, lines: AsyncIterable<StatementLine>): AsyncGenerator<string> {
  const t = STATEMENT_TEXTS;
  yield csvLine([...t.columns]);
  yield csvLine([head.from, t.opening, '', '', '', plain(head.summary.openingKobo)]);
  let chunk = '';
  for await (const line of lines) {
    chunk += csvLine(cellsOf(line, `${lagosDate(line.at)} ${lagosClock(line.at)}`, plain));
    if (chunk.length >= 16 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}${csvLine([head.to, t.closing, '', '', '', plain(head.summary.closingKobo)])}`;
}

/** UTF-8, a header line, the opening row, a row per movement, the closing row; amounts plain naira with two decimals. */
export const statementCsv = (head: StatementHead, lines: AsyncIterable<StatementLine>): Readable =>
  Readable.from(csvChunks(head, lines), { objectMode: false, encoding: 'utf8' });

// ---- PDF ----------------------------------------------------------------------------------------

const A4 = { width: 595.28, height: 841.89 };
// A little over 9 mm: room for a full description beside the product's longer dates.
const MARGIN = 26;
const ROW = 13;
const FONT_SIZE = 7;
const { brandDark: BRAND_DARK, muted: MUTED, rule: RULE } = LOOK;
const CONTENT = A4.width - 2 * MARGIN;
/** Column widths (points): date (the product's '28 Nov 2026, 12:05 PM', in DejaVu Sans too), description, reference, debit, credit, balance. */
const WIDTHS = [90, 183, 90, 60, 60, 60.28] as const;
const RIGHT_ALIGNED = [false, false, false, true, true, true] as const;
const FIRST_TABLE_TOP = 262;
const NEXT_TABLE_TOP = 84;
const TABLE_BOTTOM = A4.height - MARGIN - 28;
const TOTALS_HEIGHT = 60;

/** What Helvetica prints in a PDF without an embedded font: printable ASCII, Latin-1, and the few WinAnsi extras used here. */
const WIN_ANSI = /^[\x20-\x7E\u00A0-\u00FF\u2013\u2026]*$/;

const rowsFrom = (top: number) => Math.floor((TABLE_BOTTOM - top - ROW) / ROW);
const FIRST_PAGE_ROWS = rowsFrom(FIRST_TABLE_TOP);
const NEXT_PAGE_ROWS = rowsFrom(NEXT_TABLE_TOP);

/** How many pages `rows` table rows and the totals take: known before the first is drawn, so each says 'Page n of m'. */
function pageCount(rows: number): number {
  let pages = 1;
  let left = rows - FIRST_PAGE_ROWS;
  let lastRows = Math.min(rows, FIRST_PAGE_ROWS);
  let lastTop = FIRST_TABLE_TOP;
  while (left > 0) {
    pages += 1;
    lastRows = Math.min(left, NEXT_PAGE_ROWS);
    lastTop = NEXT_TABLE_TOP;
    left -= NEXT_PAGE_ROWS;
  }
  const used = lastTop + ROW * (lastRows + 1);
  return used + TOTALS_HEIGHT > TABLE_BOTTOM ? pages + 1 : pages;
}

const grouped = (kobo: number) => formatKobo(kobo).replace('₦', '');

class StatementPdf {
  readonly doc: PDFKit.PDFDocument;
  private page = 0;
  private y = 0;
  private readonly pages: number;

  constructor(
    PDFDocument: Awaited<ReturnType<typeof pdfkit>>,
    private readonly head: StatementHead,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      autoFirstPage: false,
      bufferPages: false,
      info: { Title: STATEMENT_TEXTS.title, Author: 'Fleetvest' },
    });
    this.doc.registerFont('regular', FONT_FILES.regular);
    this.doc.registerFont('bold', FONT_FILES.bold);
    this.pages = pageCount(head.summary.movements + 2);
  }

  private write(text: string, x: number, y: number, font: 'regular' | 'bold', size: number, color = '#1b1f24') {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
  }

  private writeRight(text: string, right: number, y: number, font: 'regular' | 'bold', size: number, color = '#1b1f24') {
    this.doc.font(font).fontSize(size);
    this.write(text, right - this.doc.widthOfString(text), y, font, size, color);
  }

  /** The text cut with an ellipsis to fit `width` in the current font. */
  private fit(text: string, width: number): string {
    if (text.length < 30 || this.doc.widthOfString(text) <= width) return text;
    let end = text.length;
    while (end > 1 && this.doc.widthOfString(`${text.slice(0, end)}…`) > width) end -= 1;
    return `${text.slice(0, end)}…`;
  }

  private newPage() {
    this.doc.addPage({ size: 'A4', margin: MARGIN });
    this.page += 1;
    const { head } = this;
    const t = STATEMENT_TEXTS;
    if (this.page === 1) {
      this.doc.rect(0, 0, A4.width, 64).fill(BRAND_DARK);
      this.write('Fleetvest', MARGIN, 20, 'bold', 20, '#ffffff');
      this.writeRight(t.title, A4.width - MARGIN, 26, 'regular', 12, '#ffffff');
      this.write(head.holder.name, MARGIN, 84, 'bold', 11);
      this.write(head.holder.address, MARGIN, 100, 'regular', 8.5, MUTED);
      this.write(t.wallet, MARGIN, 116, 'regular', 8.5, MUTED);
      const facts: [string, string][] = [
        [t.codeNumber, head.holder.codeNumber],
        [t.period, periodLabel(head)],
        [t.generated, lagosDateTime(head.generatedAt)],
        [t.code, head.code],
      ];
      facts.forEach(([term, value], index) => {
        this.write(term, 320, 84 + index * 14, 'regular', 8, MUTED);
        this.writeRight(value, A4.width - MARGIN, 84 + index * 14, 'bold', 8);
      });
      this.writeRight(`${t.verify} ${head.url}`, A4.width - MARGIN, 84 + facts.length * 14, 'regular', 7, MUTED);
      const boxes: [string, number][] = [
        [t.opening, head.summary.openingKobo],
        [t.credits, head.summary.creditsKobo],
        [t.debits, head.summary.debitsKobo],
        [t.closing, head.summary.closingKobo],
      ];
      const boxWidth = (CONTENT - 3 * 8) / 4;
      boxes.forEach(([term, kobo], index) => {
        const x = MARGIN + index * (boxWidth + 8);
        this.doc.roundedRect(x, 168, boxWidth, 58, 6).fill(LOOK.brandSoft);
        this.write(term, x + 10, 178, 'regular', 8, MUTED);
        this.write(formatKobo(kobo), x + 10, 196, 'bold', 12, BRAND_DARK);
      });
      this.write(t.times, MARGIN, 238, 'regular', 7, MUTED);
      this.y = FIRST_TABLE_TOP;
    } else {
      this.write(`Fleetvest · ${t.title} · ${head.holder.codeNumber} · ${periodLabel(head)}`, MARGIN, MARGIN, 'regular', 8, MUTED);
      this.y = NEXT_TABLE_TOP;
    }
    this.doc.rect(MARGIN, this.y - 3, CONTENT, ROW).fill(BRAND_DARK);
    this.row([...t.columns], 'bold', '#ffffff');
    this.writeRight(t.page(this.page, this.pages), A4.width - MARGIN, A4.height - MARGIN - 10, 'regular', 7.5, MUTED);
    this.write(`${t.code} ${head.code}`, MARGIN, A4.height - MARGIN - 10, 'regular', 7.5, MUTED);
  }

  /**
   * One table row. pdfkit's text() is most of a statement's time, and with an embedded TrueType
   * font it shapes every string (three times the work): a row whose text the PDF's built-in
   * Helvetica can print (WinAnsi) is printed in it, any other in DejaVu Sans. The font and colour
   * are set once a row, not once a cell.
   */
  private row(cells: string[], weight: 'regular' | 'bold' = 'regular', color: string = LOOK.ink) {
    const builtIn = cells.every((cell) => WIN_ANSI.test(cell));
    const font = builtIn ? (weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica') : weight;
    this.doc.font(font).fontSize(FONT_SIZE).fillColor(color);
    const description = this.fit(cells[1] ?? '', WIDTHS[1] - 8);
    let x = MARGIN + 4;
    cells.forEach((cell, index) => {
      const width = WIDTHS[index]! - 8;
      if (cell !== '') {
        const left = RIGHT_ALIGNED[index] ? x + width - this.doc.widthOfString(cell) : x;
        this.doc.text(index === 1 ? description : cell, left, this.y, { lineBreak: false });
      }
      x += WIDTHS[index]!;
    });
    this.y += ROW;
  }

  /** A table row, on a new page when this one is full. */
  line(cells: string[], font: 'regular' | 'bold' = 'regular') {
    if (this.page === 0 || this.y + ROW > TABLE_BOTTOM) this.newPage();
    this.row(cells, font);
  }

  totals() {
    if (this.y + TOTALS_HEIGHT > TABLE_BOTTOM) this.newPage();
    const t = STATEMENT_TEXTS;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(A4.width - MARGIN, this.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    const { summary } = this.head;
    const y = this.y + 10;
    this.write(t.totals, MARGIN, y, 'bold', 9);
    const facts: [string, string][] = [
      [t.credits, formatKobo(summary.creditsKobo)],
      [t.debits, formatKobo(summary.debitsKobo)],
      [t.movements, String(summary.movements)],
      [t.closing, formatKobo(summary.closingKobo)],
    ];
    facts.forEach(([term, value], index) => {
      const x = MARGIN + index * (CONTENT / 4);
      this.write(term, x, y + 18, 'regular', 8, MUTED);
      this.write(value, x, y + 30, 'bold', 9);
    });
  }
}

async function fillPdf(pdf: StatementPdf, head: StatementHead, lines: AsyncIterable<StatementLine>) {
  const t = STATEMENT_TEXTS;
  pdf.line([dayLabelOf(head.from), t.opening, '', '', '', grouped(head.summary.openingKobo)], 'bold');
  for await (const line of lines) {
    pdf.line(cellsOf(line, lagosDateTime(line.at), grouped));
  }
  pdf.line([dayLabelOf(head.to), t.closing, '', '', '', grouped(head.summary.closingKobo)], 'bold');
  pdf.totals();
  pdf.doc.end();
}

/** The PDF, every page numbered: the header, the opening balance, every movement, the closing balance, the totals. */
export async function statementPdf(head: StatementHead, lines: AsyncIterable<StatementLine>): Promise<Readable> {
  const pdf = new StatementPdf(await pdfkit(), head);
  fillPdf(pdf, head, lines).catch((error: unknown) => pdf.doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return pdf.doc;
}
