import { describe, expect, it } from 'vitest';
import { formatWholeNaira, isCustomerName, localPhoneNumber, wholeNairaOf } from './bill-fields';

describe('isCustomerName', () => {
  it.each(['ADA OBI', 'Zenith Bank Plc', "O'Neil Ltd", 'Okafor & Sons', 'Mr. Chukwuemeka O. Eze-Nwosu', 'ADEBAYO, OGUNLESI (C/O ABC)', ' FATIMA BELLO '])(
    'takes %j for a name',
    (text) => expect(isCustomerName(text)).toBe(true),
  );

  it.each([
    'Service unavailable. Please try again later.',
    'INVALID_METERNO',
    'INVALID_SMARTCARDNO',
    'INVALID_CREDENTIALS',
    'Invalid meter number',
    'Error',
    'An error occurred',
    'System unavailable',
    'Please try again',
    'Meter not found',
    'N/A',
    'null',
    'Request failed',
    'Timeout!',
    '',
    '   ',
    'A',
    '12345678',
    '<html>',
  ])('takes %j for no name: a failed verification', (text) => expect(isCustomerName(text)).toBe(false));
});

describe('localPhoneNumber', () => {
  it.each([
    ['08031234567', '08031234567'],
    ['+2348031234567', '08031234567'],
    ['2347061234567', '07061234567'],
    ['09151234567', '09151234567'],
    ['08101234567', '08101234567'],
  ])('reads %s as %s', (input, local) => {
    expect(localPhoneNumber(input)).toBe(local);
  });

  it.each([
    ['too short', '0803123456'],
    ['too long', '080312345678'],
    ['not a mobile range', '01234567890'],
    ['a landline after +234', '+2341234567890'],
    ['spaces', '0803 123 4567'],
    ['letters', '0803123456a'],
    ['+ with a local number', '+08031234567'],
    ['empty', ''],
    ['a very long string', `0803${'1'.repeat(10_000)}`],
  ])('refuses %s', (_, input) => {
    expect(localPhoneNumber(input)).toBeNull();
  });
});

describe('bill amounts', () => {
  it('reads whole naira from a number or text, and nothing else', () => {
    expect(wholeNairaOf(500)).toBe(500);
    expect(wholeNairaOf('2500')).toBe(2500);
    expect(wholeNairaOf('2500.00')).toBe(2500);
    expect(wholeNairaOf('2500.50')).toBeNull();
    expect(wholeNairaOf(0)).toBeNull();
    expect(wholeNairaOf('-5')).toBeNull();
    expect(wholeNairaOf('1e3')).toBeNull();
  });

  it('writes naira for messages without kobo', () => {
    expect(formatWholeNaira(200_000)).toBe('₦200,000');
    expect(formatWholeNaira(50)).toBe('₦50');
  });
});
