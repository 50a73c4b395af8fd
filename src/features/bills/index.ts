/** Utility bills: airtime, data, electricity and cable TV. */
export { BILL_PATHS } from './paths';
