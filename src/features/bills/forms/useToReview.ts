import { useNavigate } from '@tanstack/react-router';
import { dismissErrors, notifyInvalid } from '@/ui/toast';
import { rememberDraft } from '../drafts';
import { BILL_PATHS } from '../paths';
import type { BillReview } from '../reviewState';

/**
 * A form's Continue: its problem, if any, as a toast about the form (docs/product.md §Validation); else on to the
 * review screen with the values (docs/product.md §Utility bills: by navigation state).
 */
export const useToReview = (form: string) => {
  const navigate = useNavigate();
  return (problem: string | null, review: () => BillReview): void => {
    dismissErrors(form);
    if (problem) return notifyInvalid(problem, { form });
    const bill = review();
    rememberDraft(bill);
    void navigate({ to: BILL_PATHS[bill.kind].review, state: { bill } });
  };
};
