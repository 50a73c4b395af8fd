/**
 * How the sandbox providers behave, read from the number a person types (a bank account, phone,
 * meter or smart-card number), so that a person or a test can reach every path on purpose.
 */

/**
 * By the last four digits: 0000 the provider declines; 1111 pending, settled as done when next
 * asked; 2222 the call times out but it went through; 3333 the call times out and it did not go
 * through; anything else is done at once.
 */
export type SandboxPath = 'declined' | 'pending' | 'timeout_done' | 'timeout_not_done' | 'done';

const PATHS: Record<string, SandboxPath> = {
  '0000': 'declined',
  '1111': 'pending',
  '2222': 'timeout_done',
  '3333': 'timeout_not_done',
};

export const sandboxPath = (number: string): SandboxPath => PATHS[number.slice(-4)] ?? 'done';

const HOLDERS = ['ADAEZE OKAFOR', 'CHINEDU EZE', 'FATIMA BELLO', 'OLUWASEUN ADEYEMI', 'EMEKA NWOSU', 'HALIMA YUSUF', 'TUNDE BAKARE', 'NGOZI OKONKWO'];

/** Numbers starting 000 do not exist (do not verify); any other number has a stable holder's name. */
export const sandboxHolderName = (number: string): string | null =>
  number.startsWith('000') ? null : (HOLDERS[[...number].reduce((sum, digit) => sum + (Number(digit) || 0), 0) % HOLDERS.length] ?? null);
