import { useState, type FormEvent } from 'react';
import type { Beneficiaries } from '@contract/bills';
import { useAppConfig } from '@/features/config';
import { BillAmountField, ContinueButton, PhoneField } from './fields/BillFields';
import { draftOf } from '../drafts';
import { NetworkSelect } from './fields/NetworkSelect';
import { airtimeProblem } from './rules';
import { useToReview } from './useToReview';

const FORM = 'airtime';

/** docs/product.md §Utility bills airtime: network, phone number, amount. */
export const AirtimeForm = ({ recent }: { recent: Beneficiaries }) => {
  const [draft] = useState(() => draftOf('airtime'));
  const [network, setNetwork] = useState(draft?.network ?? '');
  const [number, setNumber] = useState(draft?.number ?? '');
  const [amount, setAmount] = useState(draft?.amount ?? '');
  const toReview = useToReview(FORM);
  const range = useAppConfig()?.limits?.airtime;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    toReview(airtimeProblem({ network, number, amount }, range), () => ({ kind: 'airtime', network, number, amount: amount.trim() }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <NetworkSelect value={network} onChange={setNetwork} />
      <PhoneField
        value={number}
        onChange={setNumber}
        recent={recent.phones}
        onPick={(phone) => {
          setNumber(phone.number);
          setNetwork(phone.network);
        }}
      />
      <BillAmountField value={amount} onChange={setAmount} range={range} />
      <ContinueButton />
    </form>
  );
};
