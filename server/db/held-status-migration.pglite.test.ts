import { describe, expect, it } from 'vitest';
import { acrossMigration } from '../test/across-migration';

/**
 * Rows written before the one state machine (docs/rules.md §Money held with a provider) keep their
 * meaning: each table's own status words become HELD, ASKED, SETTLED, REFUNDED or REVERSED.
 */
describe('the held-status migration', () => {
  it('carries every old status of deposits, withdrawals and bill purchases into the new states', async () => {
    const { client, rows } = await acrossMigration(
      '0010_held_status',
      `
        INSERT INTO customers (code_number, email, firstname, lastname, phonenumber, address, city, location)
          VALUES ('FV00000001', 'old@example.com', 'Ada', 'Obi', '08031234567', '1 Marina', 'Lagos', 'Lagos');
        INSERT INTO payments (reference, customer_id, provider, amount_kobo, status, checkout_url) VALUES
          ('P-NEW', 1, 'monnify', 100, 'PENDING', NULL), ('P-OPEN', 1, 'monnify', 100, 'PENDING', 'https://pay'),
          ('P-PAID', 1, 'monnify', 100, 'PAID', 'https://pay'), ('P-PART', 1, 'monnify', 100, 'PARTIALLY_PAID', 'https://pay'),
          ('P-FAIL', 1, 'monnify', 100, 'FAILED', NULL), ('P-EXP', 1, 'monnify', 100, 'EXPIRED', 'https://pay');
        INSERT INTO withdrawals (reference, customer_id, provider, amount_kobo, bank_code, bank_name, account_number, account_name, status) VALUES
          ('W-PEND', 1, 'monnify', 100, '058', 'GTB', '0123456789', 'ADA OBI', 'PENDING'),
          ('W-SENT', 1, 'monnify', 100, '058', 'GTB', '0123456789', 'ADA OBI', 'SUCCESS'),
          ('W-FAIL', 1, 'monnify', 100, '058', 'GTB', '0123456789', 'ADA OBI', 'FAILED'),
          ('W-REV', 1, 'monnify', 100, '058', 'GTB', '0123456789', 'ADA OBI', 'REVERSED');
        INSERT INTO bill_purchases (reference, customer_id, provider, service, recipient, company, amount_kobo, status, provider_accepted) VALUES
          ('B-LOST', 1, 'clubkonnect', 'airtime', '08031234567', '01', 100, 'PENDING', false),
          ('B-TAKEN', 1, 'clubkonnect', 'airtime', '08031234567', '01', 100, 'PENDING', true),
          ('B-DONE', 1, 'clubkonnect', 'airtime', '08031234567', '01', 100, 'COMPLETED', true),
          ('B-BACK', 1, 'clubkonnect', 'airtime', '08031234567', '01', 100, 'REFUNDED', false);
      `,
    );
    expect(await rows('SELECT reference, status, outcome FROM payments ORDER BY id')).toEqual([
      { reference: 'P-NEW', status: 'HELD', outcome: null },
      { reference: 'P-OPEN', status: 'ASKED', outcome: null },
      { reference: 'P-PAID', status: 'SETTLED', outcome: 'PAID' },
      { reference: 'P-PART', status: 'SETTLED', outcome: 'PARTIALLY_PAID' },
      { reference: 'P-FAIL', status: 'REFUNDED', outcome: 'FAILED' },
      { reference: 'P-EXP', status: 'REFUNDED', outcome: 'EXPIRED' },
    ]);
    expect(await rows('SELECT reference, status FROM withdrawals ORDER BY id')).toEqual([
      { reference: 'W-PEND', status: 'ASKED' },
      { reference: 'W-SENT', status: 'SETTLED' },
      { reference: 'W-FAIL', status: 'REFUNDED' },
      { reference: 'W-REV', status: 'REVERSED' },
    ]);
    expect(await rows('SELECT reference, status FROM bill_purchases ORDER BY id')).toEqual([
      { reference: 'B-LOST', status: 'HELD' },
      { reference: 'B-TAKEN', status: 'ASKED' },
      { reference: 'B-DONE', status: 'SETTLED' },
      { reference: 'B-BACK', status: 'REFUNDED' },
    ]);
    // The database now refuses an old word.
    await expect(client.query(`UPDATE withdrawals SET status = 'PENDING' WHERE reference = 'W-PEND'`)).rejects.toThrow(/withdrawals_status_known/);
  });
});
