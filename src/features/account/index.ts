/** The customer's own account screens; the signed-in layout shows their loading shapes. */
export { SecuritySkeleton } from './SecuritySkeleton';
