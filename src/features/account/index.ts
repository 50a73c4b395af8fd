/** The customer's own account screens; the signed-in layout shows their loading shapes. */
export { AboutSkeleton } from './AboutSkeleton';
export { EditProfileSkeleton } from './EditProfileSkeleton';
export { ProfileSkeleton } from './ProfileSkeleton';
export { SecuritySkeleton } from './SecuritySkeleton';
export { SupportSkeleton } from './SupportSkeleton';
