import type { Readable } from 'node:stream';
import { addDays, statementPeriodProblem, type StatementRequest } from '../../../contract';
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { dayLabelOf, lagosDate, lagosDayStart } from '../../lib/lagos-time';
import type { MailProvider } from '../../providers/mail';
import { holderOf, statementCode } from './codes';
import { verificationUrl } from './receipt';
import { statementCsv, statementPdf, type StatementHead } from './statement-files';
import { statementLines, statementSummary, type StatementSummary } from './statement-lines';
import { RECEIPT_TEXTS } from './texts';

interface StatementContext {
  db: Db;
  now: () => Date;
  origin: string;
}

export interface StatementFile {
  filename: string;
  contentType: string;
  code: string;
  summary: StatementSummary;
  body: Readable;
  /** The holder's address, where an e-mailed statement goes. */
  email: string;
}

const CONTENT_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

/** A 422 with its reason for a period no statement covers (in the future, or over 12 months). */
export function refuseBadPeriod({ from, to }: Pick<StatementRequest, 'from' | 'to'>, now: Date): void {
  const problem = statementPeriodProblem(from, to, lagosDate(now));
  if (problem) throw unprocessable(problem);
}

/**
 * The wallet's statement for a period (docs/rules.md §Receipts and statements): its figures from
 * the ledger, a verification code that keeps them, and the file, streamed as the ledger is read.
 */
export async function statementFile(ctx: StatementContext, customerId: number, { from, to, format }: StatementRequest): Promise<StatementFile> {
  const now = ctx.now();
  refuseBadPeriod({ from, to }, now);
  const period = { start: lagosDayStart(from)!, end: lagosDayStart(addDays(to, 1))! };
  const summary = await statementSummary(ctx.db, customerId, period);
  const holder = await holderOf(ctx.db, customerId);
  const code = await statementCode(
    ctx.db,
    customerId,
    {
      periodFrom: from,
      periodTo: to,
      format,
      openingKobo: summary.openingKobo,
      closingKobo: summary.closingKobo,
      creditsKobo: summary.creditsKobo,
      debitsKobo: summary.debitsKobo,
      movements: summary.movements,
    },
    now,
  );
  const head: StatementHead = {
    holder: {
      name: `${holder.firstname} ${holder.lastname}`,
      address: [holder.address, holder.city, holder.location].filter(Boolean).join(', '),
      codeNumber: holder.codeNumber,
    },
    from,
    to,
    generatedAt: now,
    code,
    url: verificationUrl(ctx.origin, code),
    summary,
  };
  const lines = statementLines(ctx.db, customerId, { ...period, end: summary.cutoff }, summary.openingKobo);
  return {
    filename: `fleetvest-statement-${from}-to-${to}-${code}.${format}`,
    contentType: CONTENT_TYPES[format],
    code,
    summary,
    body: format === 'pdf' ? await statementPdf(head, lines) : statementCsv(head, lines),
    email: holder.email,
  };
}

const collect = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
};

/** Mails the statement to the customer's own address as an attachment; answers what the customer reads. */
export async function mailStatement(ctx: StatementContext & { mail: MailProvider }, customerId: number, request: StatementRequest): Promise<string> {
  const file = await statementFile(ctx, customerId, request);
  const content = await collect(file.body);
  await ctx.mail.send({
    to: file.email,
    subject: RECEIPT_TEXTS.statementMailSubject,
    text: RECEIPT_TEXTS.statementMailBody(`${dayLabelOf(request.from)} – ${dayLabelOf(request.to)}`, file.code, verificationUrl(ctx.origin, file.code)),
    attachments: [{ filename: file.filename, contentType: file.contentType, content }],
  });
  return RECEIPT_TEXTS.statementMailed(file.email);
}
