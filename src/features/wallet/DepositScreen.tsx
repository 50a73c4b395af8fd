import { css } from '@/ui/css';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppConfig } from '@/features/config';
import { refreshCustomer } from '@/features/customer';
import { useNeedsConnection } from '@/features/offline';
import { errorMessages } from '@/api/errors';
import { Button } from '@/ui/Button';
import { dismissErrors, notifyError, notifyErrors } from '@/ui/toast';
import { fundAccount } from './api';
import { AmountField, useAmount } from './AmountField';
import { checkoutTarget } from './rules';
import { texts } from './texts';
import { WalletBalance, WalletPage } from './WalletPage';

const securedBy = css`
  margin: 16px 0 0;
  color: var(--muted);
  font-size: var(--text-sm);
  text-align: center;
`;

/** Its error toasts go when it is sent again (or the screen is left). */
const FORM = 'deposit';

/** /deposit (docs/product.md §Deposit and withdraw): the amount goes to the card checkout, a full page load away. */
export const DepositScreen = () => {
  const t = texts;
  const config = useAppConfig();
  const amount = useAmount(FORM, { range: config?.limits?.deposit, hint: t.deposit.range, tooLittle: t.deposit.tooLittle, tooMuch: t.deposit.tooMuch });
  const [submitting, setSubmitting] = useState(false);
  const gateway = config?.paymentProvider.name;
  const gate = useNeedsConnection(t.deposit.offline);

  useEffect(() => void refreshCustomer(), []);
  // Back from the checkout, the browser may restore this page as it was left: spinning.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    dismissErrors(FORM);
    if (!amount.check()) return;
    setSubmitting(true);
    try {
      const answer = await fundAccount(Number(amount.value));
      const target = checkoutTarget(answer.paymentrequest.responseBody.checkoutUrl);
      if (!target) {
        notifyError(t.errors.paymentUrlMissing, { form: FORM });
        setSubmitting(false);
        return;
      }
      // The checkout is a page of its own (another origin with a real gateway): leave the SPA.
      // The button keeps spinning until the browser has gone.
      window.location.assign(target);
    } catch (error) {
      notifyErrors(errorMessages(error, t.errors.deposit), { form: FORM });
      setSubmitting(false);
    }
  };

  return (
    <WalletPage heading={t.deposit.heading}>
      <WalletBalance />
      <form onSubmit={submit} noValidate>
        <AmountField amount={amount} />
        <Button type="submit" block loading={submitting} disabled={gate.offline} aria-describedby={gate.describedBy}>
          {t.continue}
        </Button>
        {gate.note}
      </form>
      <p className={securedBy}>{t.deposit.securedBy(gateway)}</p>
    </WalletPage>
  );
};
