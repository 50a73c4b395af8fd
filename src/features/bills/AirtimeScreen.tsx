import { useState, type FormEvent } from 'react';
import type { Beneficiaries } from '@contract/bills';
import { Button } from '@/ui/Button';
import { Select, TextInput } from '@/ui/Field';
import { useShownMatch } from '@/ui/useShownMatch';
import { BillPage } from './BillPage';
import { draftOf } from './drafts';
import { NETWORK_OPTIONS } from './networks';
import { RecentPhones } from './RecentPhones';
import { airtimeProblem, phoneInput } from './rules';
import { texts } from './texts';
import { useToReview } from './useToReview';

const FORM = 'airtime';

export const AirtimeForm = ({ recent }: { recent: Beneficiaries }) => {
  const t = texts.fields;
  const [draft] = useState(() => draftOf('airtime'));
  const [network, setNetwork] = useState(draft?.network ?? '');
  const [number, setNumber] = useState(draft?.number ?? '');
  const [amount, setAmount] = useState(draft?.amount ?? '');
  const toReview = useToReview(FORM);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    toReview(airtimeProblem({ network, number, amount }), () => ({ kind: 'airtime', network, number, amount: amount.trim() }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Select
        label={t.network}
        name="network"
        placeholder={t.networkPlaceholder}
        options={NETWORK_OPTIONS}
        value={network}
        onChange={(e) => setNetwork(e.currentTarget.value)}
      />
      <TextInput
        label={t.phone}
        name="number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t.phonePlaceholder}
        value={number}
        onChange={(e) => setNumber(phoneInput(e.currentTarget.value))}
      />
      <RecentPhones
        phones={recent.phones}
        onPick={(phone) => {
          setNumber(phone.number);
          setNetwork(phone.network);
        }}
      />
      <TextInput
        label={t.amount}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.amountPlaceholder}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
      />
      <Button type="submit" block>
        {texts.continue}
      </Button>
    </form>
  );
};

/** Spec 2.7 airtime, at /airtime and /utilitybills/airtime. */
export const AirtimeScreen = ({ from }: { from: '/_app/airtime' | '/_app/utilitybills/airtime' }) => {
  const loaded = useShownMatch(from)?.loaderData;
  if (!loaded) return null;
  return (
    <BillPage heading={texts.headings.airtime}>
      <AirtimeForm recent={loaded.recent} />
    </BillPage>
  );
};
