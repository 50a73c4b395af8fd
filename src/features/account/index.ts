/** The customer's own account screens; the signed-in layout shows their loading shapes. */
export { EditProfileSkeleton } from './EditProfileSkeleton';
export { SecuritySkeleton } from './SecuritySkeleton';
