import { sql } from 'drizzle-orm';
import { isCustomerName } from '../../../contract/bill-fields';
import type { Beneficiaries } from '../../../contract/bills';
import { queryRows, type Db } from '../../db/client';
import { billPurchases } from '../../db/schema';

/** How many recent recipients of each kind the forms offer. */
const BENEFICIARIES_PER_KIND = 5;

interface Recipient {
  kind: 'phone' | 'electricity' | 'cable';
  recipient: string;
  company: string;
  meter_type: string | null;
  customer_name: string | null;
  created_at: Date | string;
}

/**
 * The phone numbers, meters and smart cards the customer paid for lately, from their own purchases
 * (so every device offers the same), newest first, each number once with what it was last bought
 * with, at most five of each kind. A refunded purchase does not count: its number may be wrong.
 */
export async function recentBeneficiaries(db: Db, customerId: number): Promise<Beneficiaries> {
  const rows = await queryRows<Recipient>(
    db,
    sql`
    SELECT kind, recipient, company, meter_type, customer_name, created_at FROM (
      SELECT latest.*, row_number() OVER (PARTITION BY kind ORDER BY created_at DESC, id DESC) AS n FROM (
        SELECT DISTINCT ON (kind, recipient)
          CASE WHEN service IN ('airtime', 'data') THEN 'phone' ELSE service END AS kind,
          id, recipient, company, meter_type, customer_name, created_at
        FROM ${billPurchases}
        WHERE customer_id = ${customerId} AND status <> 'REFUNDED'
        ORDER BY kind, recipient, created_at DESC, id DESC
      ) latest
    ) ranked
    WHERE n <= ${BENEFICIARIES_PER_KIND}
    ORDER BY kind, created_at DESC, id DESC`,
  );
  const paidAt = (row: Recipient) => new Date(row.created_at).toISOString();
  // Purchases made before a provider's words were told from a name may carry them ('Service unavailable…'): never shown as one.
  const nameOf = (row: Recipient) => (row.customer_name && isCustomerName(row.customer_name) ? row.customer_name : '');
  const of = (kind: Recipient['kind']) => rows.filter((row) => row.kind === kind);
  return {
    phones: of('phone').map((row) => ({ number: row.recipient, network: row.company, paid_at: paidAt(row) })),
    meters: of('electricity').map((row) => ({
      meterno: row.recipient,
      code: row.company,
      metertype: row.meter_type ?? '',
      customer_name: nameOf(row),
      paid_at: paidAt(row),
    })),
    cards: of('cable').map((row) => ({ smartcardno: row.recipient, code: row.company, customer_name: nameOf(row), paid_at: paidAt(row) })),
  };
}
