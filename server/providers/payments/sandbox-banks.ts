import { sandboxPath, type SandboxPath } from '../sandbox-numbers';
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

/** How long after a transfer to an account ending 4444 is paid the sandbox reverses it. */
export const SANDBOX_REVERSAL_AFTER_MS = 60_000;

/**
 * Endings only transfers know (the VTU sandbox completes them): 4444 is paid, then reversed a
 * minute later; 5555 is answered COMPLETED, Monnify's other word for a sent transfer.
 */
const TRANSFER_ONLY_PATHS: Record<string, 'reversed' | 'completed'> = { '4444': 'reversed', '5555': 'completed' };

/**
 * What a sandbox transfer answers at once and what a later status query finds, in Monnify's
 * transfer words (read through Monnify's own table), by sandboxPath or a transfer-only ending.
 */
const TRANSFER_OUTCOMES = {
  declined: { answer: 'FAILED', recorded: 'FAILED' },
  pending: { answer: 'PENDING', recorded: 'PENDING' },
  timeout_done: { answer: 'TIMEOUT', recorded: 'SUCCESS' },
  timeout_not_done: { answer: 'TIMEOUT', recorded: 'FAILED' },
  done: { answer: 'SUCCESS', recorded: 'SUCCESS' },
  reversed: { answer: 'SUCCESS', recorded: 'SUCCESS', reversesAfterMs: SANDBOX_REVERSAL_AFTER_MS },
  completed: { answer: 'COMPLETED', recorded: 'COMPLETED' },
} as const satisfies Record<SandboxPath | 'reversed' | 'completed', { answer: string; recorded: string; reversesAfterMs?: number }>;

export const sandboxTransferOutcome = (accountNumber: string): { answer: string; recorded: SandboxTransferWord; reversesAfterMs?: number } =>
  TRANSFER_OUTCOMES[TRANSFER_ONLY_PATHS[accountNumber.slice(-4)] ?? sandboxPath(accountNumber)];

/** The Monnify words the sandbox records for a transfer. */
export type SandboxTransferWord = 'SUCCESS' | 'COMPLETED' | 'FAILED' | 'PENDING' | 'REVERSED';
