import { describe, expect, it } from 'vitest';
import {
  cableProvider,
  CABLE_PROVIDERS,
  electricCompany,
  ELECTRIC_COMPANIES,
  meterType,
  mobileNetwork,
  MOBILE_NETWORKS,
  networkByPlanName,
} from './bill-codes';

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
