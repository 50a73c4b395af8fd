import { useEffect } from 'react';
import { notifyErrors } from '@/ui/toast';

/** A screen whose data failed to load says so in a toast, once per load. */
export const useErrorToasts = (messages: readonly string[]): void => {
  const key = messages.join('\n');
  useEffect(() => {
    if (key) notifyErrors(key.split('\n'));
  }, [key]);
};
