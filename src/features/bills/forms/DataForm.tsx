import { useState, type FormEvent } from 'react';
import { LoadError } from '@/ui/LoadError';
import type { Beneficiaries, DataPlan } from '@contract/bills';
import { formatNairaWhole } from '@/lib/format';
import { Select, TextInput } from '@/ui/Field';
import { ContinueButton, PhoneField } from './fields/BillFields';
import { draftOf } from '../drafts';
import { useDataPlans } from './lookups';
import { NetworkSelect } from './fields/NetworkSelect';
import { dataProblem } from './rules';
import { texts } from '../texts';
import { useToReview } from './useToReview';

const FORM = 'data';

const planLabel = (plan: DataPlan): string => `${plan.PRODUCT_NAME} (${formatNairaWhole(plan.PRODUCT_AMOUNT)})`;

/** docs/product.md §Utility bills data: network, then its plans (the plan sets the amount), phone number. */
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
      <NetworkSelect value={network} onChange={chooseNetwork} />
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
      {plans.status === 'failed' && <LoadError message={texts.errors.plansFailed} retryLabel={texts.retry} onRetry={plans.reload} />}
      <TextInput label={t.amount} name="amount" readOnly value={plan ? formatNairaWhole(plan.PRODUCT_AMOUNT) : ''} />
      <PhoneField
        value={number}
        onChange={setNumber}
        recent={recent.phones}
        onPick={(phone) => {
          setNumber(phone.number);
          chooseNetwork(phone.network);
        }}
      />
      <ContinueButton />
    </form>
  );
};
