import { cableProvider, electricCompany, meterType, mobileNetwork } from '../../../contract/bill-codes';
import type { PurchaseResponse } from '../../../contract/bills';
import { isWaiting } from '../../lib/held-status';
import { formatKobo } from '../../lib/naira';
import type { NewNotification } from '../notifications';
import { KINDS } from '../transactions';
import type { PurchaseRow } from './context';
import { DETAIL_STATUS, PURCHASE_TEXTS, refundReason } from './texts';

/**
 * How a purchase reads wherever the customer meets it (the answer, the history row's details, the
 * notification), worked out from its row alone: the purchase call, reconciliation and the answer
 * to a repeated Idempotency-Key all say the same thing.
 */

/** Discos issue 20-digit tokens; they are printed, and typed into meters, in groups of four. */
export const formatToken = (token: string): string => (/^\d{20}$/.test(token) ? token.replace(/(\d{4})(?!$)/g, '$1-') : token);

const networkName = (row: PurchaseRow) => mobileNetwork(row.company)?.name ?? row.company;
const companyName = (row: PurchaseRow) => electricCompany(row.company)?.description ?? row.company;
const cableName = (row: PurchaseRow) => cableProvider(row.company)?.name ?? row.company;
const meterTypeName = (row: PurchaseRow) => meterType(row.meterType)?.name ?? row.meterType ?? '';

/** "₦500.00 MTN airtime for 08031234567", "GOtv Jolli for smart card 7023456789"… */
function describePurchase(row: PurchaseRow): string {
  switch (row.service) {
    case 'airtime':
      return `${formatKobo(row.amountKobo)} ${networkName(row)} airtime for ${row.recipient}`;
    case 'data':
      return `${networkName(row)} data (${row.productName}) for ${row.recipient}`;
    case 'electricity':
      return `${formatKobo(row.amountKobo)} ${companyName(row)} electricity (${meterTypeName(row)}) for meter ${row.recipient}`;
    case 'cable':
      return `${row.productName} for smart card ${row.recipient}`;
  }
}

const tokenOf = (row: PurchaseRow) => (row.token ? formatToken(row.token) : null);

/** A prepaid meter is owed a token; reconciliation waits for one (see settle.ts). */
export const needsToken = (row: Pick<PurchaseRow, 'service' | 'meterType'>) => row.service === 'electricity' && row.meterType === '01';

const reasonOf = (row: PurchaseRow) => refundReason(row.service, row.failureReason ?? 'declined');

/** How a purchase reads to the customer: done, still processing, or refunded (a bill is never reversed). */
type Phase = keyof typeof DETAIL_STATUS;
const phaseOf = (row: PurchaseRow): Phase => (row.status === 'SETTLED' ? 'done' : isWaiting(row.status) ? 'processing' : 'refunded');

/** What a purchase call answers on success: its message and, once issued, the token as a field of its own. */
export type PurchaseReceipt = Omit<PurchaseResponse, 'status'>;

/** What the purchase call answers: a receipt, or (refunded) the 422's message. */
export function answerOf(row: PurchaseRow): ({ ok: true } & PurchaseReceipt) | { ok: false; message: string } {
  const what = describePurchase(row);
  switch (phaseOf(row)) {
    case 'done': {
      const token = tokenOf(row);
      return { ok: true, message: PURCHASE_TEXTS.done(what, token), ...(token ? { token } : {}) };
    }
    case 'processing':
      return { ok: true, message: PURCHASE_TEXTS.processing(what) };
    case 'refunded':
      return { ok: false, message: PURCHASE_TEXTS.refunded(reasonOf(row), row.amountKobo) };
  }
}

/** What was bought and for whom, as the details screen lists it. */
function subjectOf(row: PurchaseRow): Record<string, string> {
  switch (row.service) {
    case 'airtime':
      return { network: networkName(row), phonenumber: row.recipient };
    case 'data':
      return { network: networkName(row), plan: row.productName ?? '', phonenumber: row.recipient };
    case 'electricity':
      return { provider: companyName(row), metertype: meterTypeName(row), meterno: row.recipient, customername: row.customerName ?? '' };
    case 'cable':
      return { provider: cableName(row), package: row.productName ?? '', smartcardno: row.recipient, customername: row.customerName ?? '' };
  }
}

/** The history row's details: what was bought, for whom, its status, and the token or the refund note. */
export function detailsOf(row: PurchaseRow): Record<string, string> {
  const phase = phaseOf(row);
  const details: Record<string, string> = { ...subjectOf(row), reference: row.reference, status: DETAIL_STATUS[phase] };
  const token = tokenOf(row);
  if (token) details.token = token;
  if (phase === 'refunded') details.note = `Refunded: ${reasonOf(row)}`;
  else if (phase === 'done' && needsToken(row) && !token) details.note = PURCHASE_TEXTS.tokenMissing(row.reference);
  return details;
}

/** The notification of the purchase's state (which 2, type = its classtype: 2/1 airtime … 2/4 electricity). */
export function noteOf(row: PurchaseRow): NewNotification {
  const { which, classtype } = KINDS[row.service];
  const answer = answerOf(row);
  const phase = phaseOf(row);
  const outcome = phase === 'done' ? 'Successful' : phase === 'processing' ? 'Processing' : 'Failed';
  const description = phase === 'refunded' ? `Your purchase of ${describePurchase(row)} failed. ${answer.message}` : answer.message;
  return { title: PURCHASE_TEXTS.title(row.service, outcome), description, which, type: classtype };
}
