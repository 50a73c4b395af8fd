import { describe, expect, it } from 'vitest';
import {
  cableProvider,
  CABLE_PROVIDERS,
  electricCompany,
  ELECTRIC_COMPANIES,
  formatWholeNaira,
  isCustomerName,
  localPhoneNumber,
  meterType,
  mobileNetwork,
  MOBILE_NETWORKS,
  networkByPlanName,
  wholeNairaOf,
} from './bills';

describe('bill code tables', () => {
  it('name the networks by code, and by the name in the data-plan path', () => {
    expect(MOBILE_NETWORKS.map(({ code, name }) => `${code} ${name}`)).toEqual(['01 MTN', '02 GLO', '03 9MOBILE', '04 AIRTEL']);
    expect(mobileNetwork('03')?.planName).toBe('m_9mobile');
    expect(networkByPlanName('Glo')?.code).toBe('02');
    expect(networkByPlanName('GLO')).toBeUndefined();
    expect(networkByPlanName('9mobile')).toBeUndefined();
  });

  it('list twelve electricity companies 01 to 12, Aba the twelfth', () => {
    expect(ELECTRIC_COMPANIES.map(({ code, description }) => `${code} ${description}`).join(', ')).toBe(
      '01 Eko, 02 Ikeja, 03 Abuja, 04 Kano, 05 Portharcourt, 06 Jos, 07 Ibadan, 08 Kaduna, 09 Enugu, 10 Benin, 11 Yola, 12 Aba',
    );
    expect(electricCompany('12')?.description).toBe('Aba');
    expect(electricCompany('13')).toBeUndefined();
    expect(electricCompany(1)).toBeUndefined();
  });

  it('know the meter types and cable providers', () => {
    expect(meterType('01')?.name).toBe('PREPAID');
    expect(meterType('02')?.name).toBe('POSTPAID');
    expect(meterType('03')).toBeUndefined();
    expect(CABLE_PROVIDERS.map(({ code, name, slug }) => [code, name, slug])).toEqual([
      ['01', 'DStv', 'dstv'],
      ['02', 'GOtv', 'gotv'],
      ['03', 'StarTimes', 'startimes'],
    ]);
    expect(cableProvider('02')?.name).toBe('GOtv');
    expect(cableProvider('dstv')).toBeUndefined();
  });
});

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
