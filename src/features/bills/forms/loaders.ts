import type { Beneficiaries } from '@contract/bills';
import { ApiError, errorMessages } from '@/api/errors';
import { notifyErrors } from '@/ui/toast';
import { fetchBeneficiaries, fetchCableProviders, fetchElectricCompanies } from '../api';
import type { BillKind } from '../reviewState';
import { texts } from '../texts';

/** A list a form needs, or why it could not be had (the form offers to try again). */
export type Lookup<T> = { status: 'done'; value: T } | { status: 'failed'; message: string };

/**
 * docs/product.md §Errors and toasts words a lookup's failure two ways: an answer in the wrong shape (which reaches us as an
 * ApiError with a success status) and any other error, where the server's own message wins.
 */
export const lookupMessages = (error: unknown, malformed: string, failed: string): readonly string[] =>
  error instanceof ApiError && error.status !== undefined && error.status < 300 ? [malformed] : errorMessages(error, failed);

/** Runs a lookup; a failure is toasted (docs/product.md §Errors and toasts) and handed to the form. */
const lookup = async <T>(fetch: () => Promise<T>, malformed: string, failed: string): Promise<Lookup<T>> => {
  try {
    return { status: 'done', value: await fetch() };
  } catch (error) {
    const messages = lookupMessages(error, malformed, failed);
    notifyErrors(messages);
    return { status: 'failed', message: messages[0] ?? failed };
  }
};

const NO_BENEFICIARIES: Beneficiaries = { phones: [], meters: [], cards: [] };

/** Recent recipients are a convenience: without them the form works as before, so a failure says nothing. */
const recentRecipients = (): Promise<Beneficiaries> => fetchBeneficiaries().catch(() => NO_BENEFICIARIES);

type Company = { code: string; description: string };
type Provider = { code: string; name: string };

/** What each purchase screen needs before it shows: recent recipients, and the list it cannot do without. */
export type BillFormData =
  | { kind: 'airtime' | 'data'; recent: Beneficiaries }
  | { kind: 'electricity'; recent: Beneficiaries; companies: Lookup<Company[]> }
  | { kind: 'cable'; recent: Beneficiaries; providers: Lookup<Provider[]> };

export const loadBillForm = async (kind: BillKind): Promise<BillFormData> => {
  switch (kind) {
    case 'airtime':
    case 'data':
      return { kind, recent: await recentRecipients() };
    case 'electricity': {
      const [companies, recent] = await Promise.all([
        lookup(fetchElectricCompanies, texts.errors.companiesMalformed, texts.errors.companiesFailed),
        recentRecipients(),
      ]);
      return { kind, recent, companies };
    }
    case 'cable': {
      const [providers, recent] = await Promise.all([
        lookup(fetchCableProviders, texts.errors.cableCodesMalformed, texts.errors.cableCodesFailed),
        recentRecipients(),
      ]);
      return { kind, recent, providers };
    }
  }
};
