import { css } from './css';
import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';

const row = css`
  display: flex;
  gap: 6px;
  justify-content: center;
  margin-bottom: 20px;
`;

const box = css`
  width: var(--target);
  height: 52px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  color: inherit;
  font: inherit;
  font-size: var(--text-xl);
  text-align: center;
  &[aria-invalid='true'] { border-color: var(--danger); }
`;

export const emptyCode = (length: number): string[] => Array.from({ length }, () => '');

/** Writes digits into the boxes from `start` on; whatever does not fit is dropped. */
const fillCode = (code: readonly string[], start: number, digits: string): string[] =>
  code.map((current, i) => (i >= start && i < start + digits.length ? (digits[i - start] ?? current) : current));

type OtpInputProps = {
  /** Names the group of boxes for assistive technology. */
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** Password boxes (a PIN): the digits do not show and no one-time-code autofill is offered. */
  masked?: boolean;
  /** Names each box for assistive technology. */
  digitLabel?: (position: number, count: number) => string;
};

const defaultDigitLabel = (position: number, count: number): string => `Digit ${position} of ${count}`;

/**
 * One box per digit: digits only, typing moves on, Backspace in an empty box goes back, and a
 * pasted or autofilled code spreads over the boxes.
 */
export const OtpInput = ({ label, value, onChange, invalid, disabled, masked = false, digitLabel = defaultDigitLabel }: OtpInputProps) => {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number): void => boxes.current[Math.max(0, Math.min(index, value.length - 1))]?.focus();

  const write = (start: number, digits: string): void => {
    onChange(fillCode(value, start, digits));
    focus(start + digits.length);
  };

  const clear = (index: number): void => onChange(value.map((d, i) => (i === index ? '' : d)));

  const onInput = (index: number, event: ChangeEvent<HTMLInputElement>): void => {
    const input = event.currentTarget;
    const current = value[index] ?? '';
    let digits = input.value.replace(/\D/g, '');
    // Typing into a filled box without selecting it leaves both digits: keep the new one.
    if (current && digits.length === 2) digits = digits.replace(current, '');
    input.value = digits.slice(0, 1);
    if (digits) write(index, digits);
    else clear(index);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>): void => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits) write(digits.length >= value.length ? 0 : index, digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      clear(index - 1);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  return (
    <div className={row} role="group" aria-label={label}>
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className={box}
          type={masked ? 'password' : 'text'}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 && !masked ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1, value.length)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => onInput(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
        />
      ))}
    </div>
  );
};
