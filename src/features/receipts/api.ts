import { receiptEndpoints, type StatementRequest } from '@contract/receipts';
import { call } from '@/api/client';
import { download, type Received } from '@/api/download';

/** A history row's receipt as a PNG file. */
export const fetchReceipt = (id: number) => download(receiptEndpoints.receipt, { params: { id } }, `fleetvest-receipt-${id}.png`);

export const revokeReceipt = (id: number) => call(receiptEndpoints.revokeReceipt, { params: { id } });

/** The statement's file, telling `onProgress` what has arrived. */
export const fetchStatement = (query: StatementRequest, onProgress: (received: Received) => void) =>
  download(receiptEndpoints.statement, { query }, `fleetvest-statement-${query.from}-to-${query.to}.${query.format}`, onProgress);

export const emailStatement = (body: StatementRequest) => call(receiptEndpoints.emailStatement, { body });
