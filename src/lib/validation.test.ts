import { describe, expect, it } from 'vitest';
import { isEmail, isFilled, isOtp, isPassword, isPhone, keepDigits } from './validation';

describe('validation rules', () => {
  it('requires every value to be non-blank', () => {
    expect(isFilled('a', 'b')).toBe(true);
    expect(isFilled('a', '  ')).toBe(false);
  });

  it('checks e-mail shape', () => {
    expect(isEmail('ada@example.ng')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail('ada example.ng')).toBe(false);
  });

  it('needs passwords of at least 8 characters', () => {
    expect(isPassword('1234567')).toBe(false);
    expect(isPassword('12345678')).toBe(true);
  });

  it('needs an OTP of exactly six digits', () => {
    expect(isOtp('123456')).toBe(true);
    expect(isOtp('12345')).toBe(false);
    expect(isOtp('12345a')).toBe(false);
  });

  it('keeps the digits of what is typed into a numeric field, and + where asked, up to its longest', () => {
    expect(keepDigits('0803-abc 123 4567', 10)).toBe('0803123456');
    expect(keepDigits('+234 803', 14)).toBe('234803');
    expect(keepDigits('+234 803', 14, { plus: true })).toBe('+234803');
  });

  it('allows digits only in phone numbers', () => {
    expect(isPhone('08031234567')).toBe(true);
    expect(isPhone('+2348031234567')).toBe(false);
    expect(isPhone('')).toBe(false);
  });
});
