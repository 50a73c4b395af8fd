import { createFileRoute } from '@tanstack/react-router';
import { EditProfileScreen } from '@/features/account/profile/EditProfileScreen';
import { EditProfileSkeleton } from '@/features/account/profile/EditProfileSkeleton';

export const Route = createFileRoute('/_app/account/profile_/edit')({ pendingComponent: EditProfileSkeleton, component: EditProfileScreen });
