import { createFileRoute } from '@tanstack/react-router';
import { EditProfileScreen } from '@/features/account/EditProfileScreen';
import { EditProfileSkeleton } from '@/features/account/EditProfileSkeleton';

export const Route = createFileRoute('/_app/account/profile_/edit')({ pendingComponent: EditProfileSkeleton, component: EditProfileScreen });
