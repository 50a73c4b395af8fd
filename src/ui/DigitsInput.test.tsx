import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DigitsInput } from './Field';

const Harness = ({ maxDigits, plus }: { maxDigits: number; plus?: boolean }) => {
  const [value, setValue] = useState('');
  return <DigitsInput label="Number" maxDigits={maxDigits} plus={plus} value={value} onValue={setValue} />;
};

describe('a digits-only field', () => {
  let container: HTMLElement;
  afterEach(() => container?.remove());

  const typeInto = (maxDigits: number, typed: string, plus?: boolean) => {
    container?.remove();
    container = document.body.appendChild(document.createElement('div'));
    render(<Harness maxDigits={maxDigits} plus={plus} />, { container });
    const input = screen.getByRole('textbox', { name: 'Number' }) as HTMLInputElement;
    fireEvent.input(input, { target: { value: typed } });
    return input;
  };

  it('keeps the digits of what is typed or pasted, at most its longest, with the number keypad', () => {
    const input = typeInto(10, '012 345-678a99');
    expect(input.value).toBe('0123456789');
    expect(input.inputMode).toBe('numeric');
    expect(typeInto(10, 'abc').value).toBe('');
  });

  it('keeps the + of a phone number written +234, with the phone keypad', () => {
    const input = typeInto(14, '+234 803-123-4567 ext', true);
    expect(input.value).toBe('+2348031234567');
    expect(input.inputMode).toBe('tel');
  });
});
