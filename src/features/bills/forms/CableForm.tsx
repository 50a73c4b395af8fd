import { useState, type FormEvent } from 'react';
import { LoadError } from '@/ui/LoadError';
import { SMART_CARD_DIGITS } from '@contract/bill-fields';
import type { Beneficiaries } from '@contract/bills';
import { formatNairaWhole } from '@/lib/format';
import { DigitsInput, Select, TextInput } from '@/ui/Field';
import { notifyInvalid } from '@/ui/toast';
import { verifySmartCard } from '../api';
import { ContinueButton, VerifyControls } from './fields/BillFields';
import { draftOf } from '../drafts';
import { useCablePackages } from './lookups';
import { cableName } from '../billDisplay';
import { RecentPicks } from './fields/RecentPicks';
import { cardProblem, verificationKey } from './rules';
import { texts } from '../texts';
import { useToReview } from './useToReview';
import { useVerification } from './useVerification';

const FORM = 'cable';

type Provider = { code: string; name: string };

/** docs/product.md §Utility bills cable: provider, package (it sets the read-only amount), smart card number, Verify. */
export const CableForm = ({ providers, recent }: { providers: readonly Provider[]; recent: Beneficiaries }) => {
  const t = texts.fields;
  const [draft] = useState(() => draftOf('cable'));
  const [cable, setCable] = useState(draft?.cable ?? '');
  const [packageId, setPackageId] = useState(draft?.plan.PACKAGE_ID ?? '');
  const [smartcard, setSmartcard] = useState(draft?.smartcard ?? '');
  const packages = useCablePackages(cable);
  const verification = useVerification(
    verificationKey(cable, smartcard),
    FORM,
    { fallback: texts.errors.cardVerify, unchecked: texts.errors.cardUnchecked },
    draft ? { key: verificationKey(draft.cable, draft.smartcard), name: draft.customerName } : null,
  );
  const toReview = useToReview(FORM);
  const name = verification.name;

  const list = packages.status === 'done' ? packages.value : [];
  const plan = list.find((p) => p.PACKAGE_ID === packageId);

  const chooseCable = (code: string): void => {
    // Packages belong to their provider: a new provider starts the choice over.
    if (code !== cable) setPackageId('');
    setCable(code);
  };

  const verify = () => {
    const problem = cardProblem(cable, smartcard);
    if (problem) return notifyInvalid(problem, { form: FORM });
    void verification.verify(() => verifySmartCard({ SmartCardNo: smartcard, CableTV: cable }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    toReview(cardProblem(cable, smartcard) ?? (plan ? null : texts.messages.fillForm), () => ({
      kind: 'cable',
      cable,
      smartcard,
      plan: plan!,
      customerName: name ?? '',
    }));
  };

  const packagePlaceholder = cable === '' ? t.chooseCableFirst : packages.status === 'loading' ? t.packagesLoading : t.packagePlaceholder;
  return (
    <form onSubmit={submit} noValidate>
      <Select
        label={t.cableProvider}
        name="CableTV"
        placeholder={t.cablePlaceholder}
        options={providers.map((p) => ({ value: p.code, label: p.name }))}
        value={cable}
        onChange={(e) => chooseCable(e.currentTarget.value)}
      />
      <Select
        label={t.package}
        name="Package"
        placeholder={packagePlaceholder}
        options={list.map((p) => ({ value: p.PACKAGE_ID, label: p.PACKAGE_NAME }))}
        disabled={packages.status !== 'done'}
        aria-busy={packages.status === 'loading'}
        value={plan ? packageId : ''}
        onChange={(e) => setPackageId(e.currentTarget.value)}
      />
      {packages.status === 'failed' && <LoadError message={texts.errors.cablePlansFailed} retryLabel={texts.retry} onRetry={packages.reload} />}
      <TextInput label={t.amount} name="amount" readOnly value={plan ? formatNairaWhole(plan.PACKAGE_AMOUNT) : ''} />
      <DigitsInput
        label={t.cardNumber}
        name="SmartCardNo"
        maxDigits={SMART_CARD_DIGITS.max}
        placeholder={t.cardPlaceholder}
        value={smartcard}
        onValue={setSmartcard}
      />
      <RecentPicks
        heading={texts.recent.cards}
        picks={recent.cards.map((card) => ({
          key: `${card.code}/${card.smartcardno}`,
          label: `${card.smartcardno} · ${cableName(card.code)}${card.customer_name ? ` · ${card.customer_name}` : ''}`,
          pick: () => {
            setSmartcard(card.smartcardno);
            chooseCable(card.code);
          },
        }))}
      />
      <VerifyControls verification={verification} onVerify={verify} />
      <ContinueButton disabled={name === null} />
    </form>
  );
};
