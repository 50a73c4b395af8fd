import { useState, type FormEvent } from 'react';
import type { Beneficiaries, DataPlan } from '@contract/bills';
import { formatNairaWhole } from '@/lib/format';
import { Button } from '@/ui/Button';
import { Select, TextInput } from '@/ui/Field';
import { useShownMatch } from '@/ui/useShownMatch';
import { BillPage } from './BillPage';
import { draftOf } from './drafts';
import { useDataPlans } from './lookups';
import { NETWORK_OPTIONS } from './networks';
import { RecentPhones } from './RecentPhones';
import { dataProblem, phoneInput } from './rules';
import { texts } from './texts';
import { useToReview } from './useToReview';

const FORM = 'data';

const planLabel = (plan: DataPlan): string => `${plan.PRODUCT_NAME} (${formatNairaWhole(plan.PRODUCT_AMOUNT)})`;

export const DataForm = ({ recent }: { recent: Beneficiaries }) => {
  const t = texts.fields;
  const [draft] = useState(() => draftOf('data'));
  const [network, setNetwork] = useState(draft?.network ?? '');
  const [planId, setPlanId] = useState(draft?.plan.PRODUCT_ID ?? '');
  const [number, setNumber] = useState(draft?.number ?? '');
  const plans = useDataPlans(network);
  const toReview = useToReview(FORM);

  const list = plans.status === 'done' ? plans.value : [];
  const plan = list.find((p) => p.PRODUCT_ID === planId);

  const chooseNetwork = (code: string): void => {
    // Plans belong to their network: a new network starts the choice over.
    if (code !== network) setPlanId('');
    setNetwork(code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    toReview(dataProblem({ network, number, plan: plan ? plan.PRODUCT_ID : '' }), () => ({ kind: 'data', network, number, plan: plan! }));
  };

  const planPlaceholder = network === '' ? t.chooseNetworkFirst : plans.status === 'loading' ? t.plansLoading : t.planPlaceholder;
  return (
    <form onSubmit={submit} noValidate>
      <Select
        label={t.network}
        name="network"
        placeholder={t.networkPlaceholder}
        options={NETWORK_OPTIONS}
        value={network}
        onChange={(e) => chooseNetwork(e.currentTarget.value)}
      />
      <Select
        label={t.plan}
        name="plan"
        placeholder={planPlaceholder}
        options={list.map((p) => ({ value: p.PRODUCT_ID, label: planLabel(p) }))}
        disabled={plans.status !== 'done'}
        aria-busy={plans.status === 'loading'}
        value={plan ? planId : ''}
        onChange={(e) => setPlanId(e.currentTarget.value)}
      />
      <TextInput label={t.amount} name="amount" readOnly value={plan ? formatNairaWhole(plan.PRODUCT_AMOUNT) : ''} />
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
          chooseNetwork(phone.network);
        }}
      />
      <Button type="submit" block>
        {texts.continue}
      </Button>
    </form>
  );
};

/** Spec 2.7 data, at /data-subscription and /utilitybills/data-subscription. */
export const DataScreen = ({ from }: { from: '/_app/data-subscription' | '/_app/utilitybills/data-subscription' }) => {
  const loaded = useShownMatch(from)?.loaderData;
  if (!loaded) return null;
  return (
    <BillPage heading={texts.headings.data}>
      <DataForm recent={loaded.recent} />
    </BillPage>
  );
};
