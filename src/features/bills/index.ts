/** Utility bills: airtime, data, electricity and cable TV; the signed-in layout shows their loading shapes. */
export { AirtimeSkeleton, BillsHubSkeleton, CableSkeleton, DataSkeleton, ElectricitySkeleton, ReviewSkeleton } from './BillsSkeleton';
export { BILL_PATHS } from './paths';
