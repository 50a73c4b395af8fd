import { useRef, useState } from 'react';
import { isCustomerName } from '@contract/bill-fields';
import { dismissErrors, notifyErrors } from '@/ui/toast';
import { lookupMessages } from './loaders';
import { texts } from '../texts';

type Verified = { key: string; name: string };

/**
 * docs/product.md §Flows: a meter or smart card is Unverified until Verify answers with the customer's name, for
 * exactly the values it checked (`key`); a failed check, or any edit of those values, makes it
 * Unverified again. `fallback` is docs/product.md §Errors and toasts text for a failure the server did not word;
 * `unchecked` is said when the answer's name is no name (a provider's 'Service unavailable…', docs/rules.md §Bills),
 * which is a failed check too; `restored` is a check made before the review's back arrow (the server remembers it a
 * while, docs/rules.md).
 */
export const useVerification = (
  key: string,
  form: string,
  { fallback, unchecked }: { fallback: string; unchecked: string },
  restored: Verified | null = null,
) => {
  const [verified, setVerified] = useState<Verified | null>(restored);
  const [verifying, setVerifying] = useState(false);
  const inFlight = useRef(false);

  const verify = async (check: () => Promise<string>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    dismissErrors(form);
    setVerifying(true);
    setVerified(null);
    try {
      const name = await check();
      if (isCustomerName(name)) setVerified({ key, name });
      else notifyErrors([unchecked], { form });
    } catch (error) {
      notifyErrors(lookupMessages(error, texts.errors.verificationError, fallback), { form });
    } finally {
      inFlight.current = false;
      setVerifying(false);
    }
  };

  // Forgotten, not just hidden: typing the old number back does not verify it again.
  if (verified && verified.key !== key) setVerified(null);

  return { name: verified?.key === key ? verified.name : null, verifying, verify };
};
