/** Utility bills: airtime, data, electricity and cable TV; the signed-in layout shows their loading shapes. */
export { BillFormSkeleton, BillsHubSkeleton, ReviewSkeleton } from './BillsSkeleton';
