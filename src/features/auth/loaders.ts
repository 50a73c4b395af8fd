import type { CallTime } from '@contract/auth';
import { errorMessages } from '@/api/errors';
import { notifyErrors } from '@/ui/toast';
import { fetchCallTimes } from './api';
import { texts } from './texts';

/** Route loader of the time-frame screen: null (after a toast) when the call fails, so the screen offers a retry. */
export const loadCallTimes = async (): Promise<CallTime[] | null> => {
  try {
    return (await fetchCallTimes()).data;
  } catch (error) {
    notifyErrors(errorMessages(error, texts.errors.loadTimes));
    return null;
  }
};
