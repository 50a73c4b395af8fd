import type { Bank } from './types';

/** A realistic bank list (CBN codes) for the sandbox; the real list comes from the gateway. */
export const SANDBOX_BANKS: Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '50211', name: 'Kuda Microfinance Bank' },
  { code: '50515', name: 'Moniepoint Microfinance Bank' },
  { code: '999992', name: 'OPay' },
  { code: '999991', name: 'PalmPay' },
  { code: '076', name: 'Polaris Bank' },
  { code: '101', name: 'Providus Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank for Africa' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
];

const HOLDERS = ['ADAEZE OKAFOR', 'CHINEDU EZE', 'FATIMA BELLO', 'OLUWASEUN ADEYEMI', 'EMEKA NWOSU', 'HALIMA YUSUF', 'TUNDE BAKARE', 'NGOZI OKONKWO'];

/** Sandbox account lookup: numbers starting 000 do not exist; any other number has a stable holder. */
export const sandboxAccountName = (accountNumber: string): string | null =>
  accountNumber.startsWith('000')
    ? null
    : HOLDERS[[...accountNumber].reduce((sum, digit) => sum + Number(digit), 0) % HOLDERS.length] ?? null;

/**
 * How a sandbox transfer ends, by the account number's last four digits, so a person (or a test)
 * can try every path: 0000 the bank declines; 1111 pending, settled as paid when next asked;
 * 2222 the call times out but the money went (reconciliation completes it); 3333 the call times
 * out and the money did not go (reconciliation refunds it); anything else succeeds at once.
 */
export const sandboxTransferOutcome = (accountNumber: string) => {
  switch (accountNumber.slice(-4)) {
    case '0000':
      return { answer: 'FAILED', recorded: 'FAILED' } as const;
    case '1111':
      return { answer: 'PENDING', recorded: 'PENDING' } as const;
    case '2222':
      return { answer: 'TIMEOUT', recorded: 'SUCCESS' } as const;
    case '3333':
      return { answer: 'TIMEOUT', recorded: 'FAILED' } as const;
    default:
      return { answer: 'SUCCESS', recorded: 'SUCCESS' } as const;
  }
};
