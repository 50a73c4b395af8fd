import type { CallTime } from '@contract/auth';
import { errorMessages } from '@/api/errors';
import { notifyErrors } from '@/ui/toast';
import { fetchCallTimes } from './api';
import { texts } from './texts';

/** Route loader of the time-frame screen: an empty list (after a toast) when the call fails. */
export const loadCallTimes = async (): Promise<CallTime[]> => {
  try {
    return (await fetchCallTimes()).data;
  } catch (error) {
    notifyErrors(errorMessages(error, texts.errors.loadTimes));
    return [];
  }
};
