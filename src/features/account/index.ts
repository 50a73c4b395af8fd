/** The customer's own account screens; the signed-in layout shows their loading shapes. */
export { AboutSkeleton } from './AboutSkeleton';
export { ProfileSkeleton } from './ProfileSkeleton';
export { SecuritySkeleton } from './SecuritySkeleton';
export { SupportSkeleton } from './SupportSkeleton';
