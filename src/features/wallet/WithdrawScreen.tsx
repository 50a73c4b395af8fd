import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useEffect, useState, type FormEvent } from 'react';
import { hasPin } from '@contract/customer';
import { ACCOUNT_NUMBER_LENGTH } from '@contract/wallet';
import { useAppConfig } from '@/features/config';
import { refreshCustomer } from '@/features/customer';
import { useNeedsConnection } from '@/features/offline';
import { session } from '@/state/session';
import { Button } from '@/ui/Button';
import { DigitsInput, Select, TextInput } from '@/ui/Field';
import { LoadError } from '@/ui/LoadError';
import { approvalBody, PinModal, usePinGate, type Approval } from '@/features/pin';
import { dismissErrors, notifySuccess } from '@/ui/toast';
import { makeWithdrawal } from './api';
import { useAccountName, useBanks } from './lookups';
import { AmountField, useAmount } from './AmountField';
import { needsBank } from './rules';
import { texts } from './texts';
import { WalletBalance, WalletPage } from './WalletPage';

const alert = css`
  min-height: 1.5em;
  margin: -10px 0 12px;
  color: var(--danger);
  font-size: var(--text-sm);
  & p { margin: 0; }
`;

/** Its error toasts go when it is sent again (or the screen is left); the PIN dialog shows a wrong PIN itself. */
const FORM = 'withdraw';

/** /withdraw: amount, bank and account; the holder's name comes from the bank; then the PIN. */
export const WithdrawScreen = () => {
  useSignals();
  const t = texts.withdraw;
  const navigate = useNavigate();
  const limits = useAppConfig()?.limits;
  const amount = useAmount(FORM, { range: limits?.withdrawal, hint: t.range, tooLittle: t.tooLittle, tooMuch: t.tooMuch });
  const [bank, setBank] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const banks = useBanks();
  const account = useAccountName(accountNumber, bank);
  const customer = session.value?.customer;
  // Without a customer on record yet, ask for the PIN: the server says when none is set.
  const pinGate = usePinGate(customer ? hasPin(customer) : true);
  const gate = useNeedsConnection(t.offline);

  useEffect(() => void refreshCustomer(), []);

  const missingBank = needsBank(accountNumber, bank);
  const accountName = account.status === 'done' ? account.value : '';

  const order = { amount: amount.value, bank, accountnumber: accountNumber };
  const withdraw = async (approval: Approval): Promise<void> => {
    const { message } = await makeWithdrawal({ ...order, ...approvalBody(approval) });
    notifySuccess(message);
    void refreshCustomer();
    await navigate({ to: '/' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dismissErrors(FORM);
    if (!amount.check()) return;
    pinGate.openFor({
      submit: withdraw,
      passkey: { kind: 'withdrawal', body: order },
      fallback: texts.errors.withdraw,
      form: FORM,
    });
  };

  return (
    <WalletPage heading={t.heading}>
      <WalletBalance />
      <form onSubmit={submit} noValidate>
        <AmountField amount={amount} />
        <Select
          label={t.bank}
          name="bank"
          placeholder={banks.status === 'loading' ? t.banksLoading : t.bankPlaceholder}
          options={banks.status === 'done' ? banks.value.map((b) => ({ value: b.bankcode, label: b.name })) : []}
          disabled={banks.status !== 'done'}
          value={bank}
          invalid={missingBank}
          onChange={(e) => setBank(e.currentTarget.value)}
        />
        {banks.status === 'failed' && <LoadError message={texts.errors.banks} retryLabel={texts.retry} onRetry={banks.reload} />}
        <DigitsInput
          label={t.accountNumber}
          name="accountnumber"
          maxDigits={ACCOUNT_NUMBER_LENGTH}
          value={accountNumber}
          invalid={missingBank || account.status === 'failed'}
          onValue={setAccountNumber}
        />
        <div className={alert} role="alert">
          {missingBank && <p>{texts.messages.selectBank}</p>}
        </div>
        <TextInput
          label={t.accountName}
          name="accountname"
          readOnly
          aria-busy={account.status === 'loading'}
          value={account.status === 'loading' ? t.fetchingAccount : accountName}
        />
        <Button type="submit" block disabled={bank === '' || accountName === '' || gate.offline} aria-describedby={gate.describedBy}>
          {texts.continue}
        </Button>
        {gate.note}
      </form>
      <PinModal {...pinGate.modal} />
    </WalletPage>
  );
};
