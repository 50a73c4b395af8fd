/**
 * The bills' code tables, shared by both programs: forms show the names and send the codes, the
 * server checks the codes and passes them on to the VTU provider.
 */

/** Mobile networks: `name` is what forms show, `planName` is the network's name in the data-plan path. */
export const MOBILE_NETWORKS = [
  { code: '01', name: 'MTN', planName: 'MTN' },
  { code: '02', name: 'GLO', planName: 'Glo' },
  { code: '03', name: '9MOBILE', planName: 'm_9mobile' },
  { code: '04', name: 'AIRTEL', planName: 'Airtel' },
] as const;
export type MobileNetwork = (typeof MOBILE_NETWORKS)[number];
export type NetworkCode = MobileNetwork['code'];
export type DataPlanNetworkName = MobileNetwork['planName'];

export const METER_TYPES = [
  { code: '01', name: 'PREPAID' },
  { code: '02', name: 'POSTPAID' },
] as const;
export type MeterTypeCode = (typeof METER_TYPES)[number]['code'];

/** Electricity distribution companies, shaped as fetchelectrictycodes answers them; ClubKonnect's newer list adds 12 Aba. */
export const ELECTRIC_COMPANIES = [
  { code: '01', description: 'Eko' },
  { code: '02', description: 'Ikeja' },
  { code: '03', description: 'Abuja' },
  { code: '04', description: 'Kano' },
  { code: '05', description: 'Portharcourt' },
  { code: '06', description: 'Jos' },
  { code: '07', description: 'Ibadan' },
  { code: '08', description: 'Kaduna' },
  { code: '09', description: 'Enugu' },
  { code: '10', description: 'Benin' },
  { code: '11', description: 'Yola' },
  { code: '12', description: 'Aba' },
] as const;
export type ElectricCompanyCode = (typeof ELECTRIC_COMPANIES)[number]['code'];

/** Cable TV providers, shaped as fetchcablecodes answers them; `slug` is the providers' own lower-case word. */
export const CABLE_PROVIDERS = [
  { code: '01', name: 'DStv', slug: 'dstv' },
  { code: '02', name: 'GOtv', slug: 'gotv' },
  { code: '03', name: 'StarTimes', slug: 'startimes' },
] as const;
type CableProvider = (typeof CABLE_PROVIDERS)[number];
export type CableCode = CableProvider['code'];

type Row = { readonly code: string };

/** The row of a table with this code; undefined for anything else (including non-strings). */
const byCode =
  <T extends Row>(table: readonly T[]) =>
  (code: unknown): T | undefined =>
    table.find((row) => row.code === code);

export const mobileNetwork = byCode(MOBILE_NETWORKS);
export const meterType = byCode(METER_TYPES);
export const electricCompany = byCode(ELECTRIC_COMPANIES);
export const cableProvider = byCode(CABLE_PROVIDERS);

/** The network a data-plan path names (MTN, Glo, m_9mobile, Airtel), exactly as spelt there. */
export const networkByPlanName = (planName: unknown): MobileNetwork | undefined => MOBILE_NETWORKS.find((network) => network.planName === planName);
