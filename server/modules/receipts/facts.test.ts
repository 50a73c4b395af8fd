import { describe, expect, it } from 'vitest';
import { maskNumber, maskPhone } from '../../lib/mask';
import type { transactions } from '../../db/schema';
import { KINDS } from '../transactions/service';
import { receiptFacts } from './facts';
import { receiptSvg } from './png';

type Row = typeof transactions.$inferSelect;

const at = new Date('2026-11-21T13:05:00Z');
/** A history row of the kind its title names, as the server writes them (which, classtype, type). */
const kindOf = (title: string | undefined) => Object.values(KINDS).find((kind) => kind.title === title) ?? KINDS.airtime;
const row = (fields: Partial<Row>): Row => ({
  id: 1,
  customerId: 1,
  reference: 'FVB0000000000001',
  amount: 50_000,
  details: {},
  status: 'completed',
  createdAt: at,
  updatedAt: at,
  ...kindOf(fields.title),
  ...fields,
});

describe('masks', () => {
  it('keep the last four digits of an account, meter or card number, and a phone number its prefix and last three', () => {
    expect(maskNumber('0123456789')).toBe('******6789');
    expect(maskNumber('45012345678')).toBe('*******5678');
    expect(maskNumber('123')).toBe('***');
    expect(maskPhone('08031234567')).toBe('0803****567');
    expect(maskPhone('2348031234567')).toBe('2348******567');
  });
});

describe("a receipt's facts", () => {
  it('mask the recipient of every kind and keep names and the token for the owner alone', () => {
    const cases: Array<[Partial<Row>, string, [string, string][], [string, string][]]> = [
      [{ title: 'Deposit' }, 'Deposit', [['To', 'Fleetvest wallet']], []],
      [
        { title: 'Withdrawal', details: { accountname: 'ADA OBI', accountnumber: '0123456789', bankname: 'GTBank', status: 'Successful' } },
        'Withdrawal',
        [
          ['Bank', 'GTBank'],
          ['Account number', '******6789'],
        ],
        [['Account name', 'ADA OBI']],
      ],
      [
        { title: 'Airtime', details: { network: 'MTN', phonenumber: '08031234567' } },
        'Airtime',
        [
          ['Network', 'MTN'],
          ['Phone number', '0803****567'],
        ],
        [],
      ],
      [
        { title: 'Data', details: { network: 'Glo', plan: '2GB - 30 days', phonenumber: '08051234567' } },
        'VTU Data',
        [
          ['Network', 'Glo'],
          ['Plan', '2GB - 30 days'],
          ['Phone number', '0805****567'],
        ],
        [],
      ],
      [
        {
          title: 'Electricity',
          details: { provider: 'Ikeja Electric', metertype: 'Prepaid', meterno: '45012345678', customername: 'ADA OBI', token: '1234-5678-9012-3456-7890' },
        },
        'Electricity',
        [
          ['Provider', 'Ikeja Electric'],
          ['Meter type', 'Prepaid'],
          ['Meter number', '*******5678'],
        ],
        [
          ['Name on meter', 'ADA OBI'],
          ['Token', '1234-5678-9012-3456-7890'],
        ],
      ],
      [
        { title: 'Cable TV', details: { provider: 'GOtv', package: 'GOtv Jolli', smartcardno: '7023456789', customername: 'ADA OBI' } },
        'Cable/TV',
        [
          ['Provider', 'GOtv'],
          ['Package', 'GOtv Jolli'],
          ['Smart card number', '******6789'],
        ],
        [['Name on card', 'ADA OBI']],
      ],
      [
        { title: 'Investment', details: { plan: 'Bike', units: '2' } },
        'Investment',
        [
          ['Plan', 'Bike'],
          ['Units', '2'],
        ],
        [],
      ],
      [
        { title: 'Payout', details: { plan: 'Bike', payout: '1 of 12' } },
        'Payout',
        [
          ['Plan', 'Bike'],
          ['Payout', '1 of 12'],
          ['To', 'Fleetvest payout balance'],
        ],
        [],
      ],
      [
        // A cash-out is which 3 classtype 2, a payout's kind on every screen.
        { title: 'Cashout' },
        'Payout',
        [
          ['From', 'Fleetvest payout balance'],
          ['To', 'Fleetvest wallet'],
        ],
        [],
      ],
    ];
    for (const [fields, kind, lines, ownerLines] of cases) {
      const facts = receiptFacts(row(fields));
      expect(facts.kind).toBe(kind);
      expect(facts.lines).toEqual(lines);
      expect(facts.ownerLines).toEqual(ownerLines);
    }
  });

  it('say the current status in words, and when it changed', () => {
    const later = new Date(at.getTime() + 3_600_000);
    expect(receiptFacts(row({ status: 'pending' })).status).toBe('Pending');
    expect(receiptFacts(row({ status: 'completed', details: { status: 'Partially paid' } })).status).toBe('Partially paid');
    expect(receiptFacts(row({ status: 'failed', details: { status: 'Refunded' } })).status).toBe('Refunded');
    const reversed = receiptFacts(row({ status: 'failed', details: { status: 'Reversed' }, updatedAt: later }));
    expect([reversed.status, reversed.changedAt]).toEqual(['Reversed', later]);
    expect(receiptFacts(row({ status: 'failed' })).status).toBe('Failed');
    expect(receiptFacts(row({})).changedAt).toBeNull();
  });

  it("put the owner's token in full and the code on the PNG's template, and the personal numbers only masked", async () => {
    const facts = receiptFacts(
      row({
        title: 'Electricity',
        details: { provider: 'Ikeja Electric', meterno: '45012345678', customername: 'ADA OBI', token: '1234-5678-9012-3456-7890' },
      }),
    );
    const svg = await receiptSvg(facts, 'abcdefghijklmnopqrst', 'https://app.fleetvest.ng/r/abcdefghijklmnopqrst');
    expect(svg).toContain('1234-5678-9012-3456-7890');
    expect(svg).toContain('abcdefghijklmnopqrst');
    expect(svg).toContain('*******5678');
    expect(svg).not.toContain('45012345678');
    expect(svg).toContain('−₦500.00');
  });
});
