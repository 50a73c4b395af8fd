import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadError } from '@/ui/LoadError';
import type { Lookup } from './loaders';
import { texts } from '../texts';

/** A list the form cannot do without, or the reason it is missing and a way to try again. */
export const NeedsList = <T,>({ list, children }: { list: Lookup<T>; children: (value: T) => ReactNode }) => {
  const router = useRouter();
  return list.status === 'done' ? children(list.value) : <LoadError message={list.message} retryLabel={texts.retry} onRetry={() => router.invalidate()} />;
};
