import { useState, type FormEvent } from 'react';
import { meterType, type Beneficiaries, type MeterTypeCode } from '@contract/bills';
import { Button } from '@/ui/Button';
import { Select, TextInput } from '@/ui/Field';
import { notifyInvalid } from '@/ui/toast';
import { useShownMatch } from '@/ui/useShownMatch';
import { verifyMeter } from './api';
import { BillPage } from './BillPage';
import { draftOf } from './drafts';
import { MeterTypeToggle } from './MeterTypeToggle';
import { NeedsList } from './NeedsList';
import { companyName } from './review';
import { RecentPicks } from './RecentPicks';
import { electricityAmountProblem, meterInput, meterProblem, verificationKey } from './rules';
import { texts } from './texts';
import { useToReview } from './useToReview';
import { useVerification } from './useVerification';
import { VerifiedName } from './VerifiedName';

const FORM = 'electricity';
const PREPAID: MeterTypeCode = '01';

type Company = { code: string; description: string };

export const ElectricityForm = ({ companies, recent }: { companies: readonly Company[]; recent: Beneficiaries }) => {
  const t = texts.fields;
  const [draft] = useState(() => draftOf('electricity'));
  const [company, setCompany] = useState(draft?.company ?? '');
  const [type, setType] = useState<MeterTypeCode>(meterType(draft?.meterType)?.code ?? PREPAID);
  const [meterno, setMeterno] = useState(draft?.meterno ?? '');
  const [amount, setAmount] = useState(draft?.amount ?? '');
  const verification = useVerification(
    verificationKey(company, type, meterno),
    FORM,
    texts.errors.meterVerify,
    draft ? { key: verificationKey(draft.company, draft.meterType, draft.meterno), name: draft.customerName } : null,
  );
  const toReview = useToReview(FORM);
  const name = verification.name;

  const verify = () => {
    const problem = meterProblem(company, meterno);
    if (problem) return notifyInvalid(problem, { form: FORM });
    void verification.verify(() => verifyMeter({ meterno, code: company, MeterType: type }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    toReview(meterProblem(company, meterno) ?? electricityAmountProblem(amount), () => ({
      kind: 'electricity',
      company,
      meterType: type,
      meterno,
      amount: amount.trim(),
      customerName: name ?? '',
    }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Select
        label={t.provider}
        name="ElectricCode"
        placeholder={t.providerPlaceholder}
        options={companies.map((c) => ({ value: c.code, label: c.description }))}
        value={company}
        onChange={(e) => setCompany(e.currentTarget.value)}
      />
      <MeterTypeToggle value={type} onChange={setType} />
      <TextInput
        label={t.meterNumber}
        name="MeterNo"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.meterPlaceholder}
        value={meterno}
        onChange={(e) => setMeterno(meterInput(e.currentTarget.value))}
      />
      <RecentPicks
        heading={texts.recent.meters}
        picks={recent.meters.map((meter) => ({
          key: `${meter.code}/${meter.meterno}`,
          label: `${meter.meterno} · ${companyName(meter.code)}${meter.customer_name ? ` · ${meter.customer_name}` : ''}`,
          pick: () => {
            setMeterno(meter.meterno);
            setCompany(meter.code);
            setType(meterType(meter.metertype)?.code ?? PREPAID);
          },
        }))}
      />
      <Button variant="secondary" block loading={verification.verifying} disabled={name !== null} onClick={verify}>
        {name === null ? texts.verify : texts.verified}
      </Button>
      <VerifiedName name={name} />
      {name !== null && (
        <TextInput
          label={t.amount}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.amountPlaceholder}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
      )}
      <Button type="submit" block disabled={name === null}>
        {texts.continue}
      </Button>
    </form>
  );
};

/** Spec 2.7 electricity, at /electricty and /utilitybills/electricty. */
export const ElectricityScreen = ({ from }: { from: '/_app/electricty' | '/_app/utilitybills/electricty' }) => {
  const loaded = useShownMatch(from)?.loaderData;
  if (!loaded) return null;
  return (
    <BillPage heading={texts.headings.electricity}>
      <NeedsList list={loaded.companies}>{(companies) => <ElectricityForm companies={companies} recent={loaded.recent} />}</NeedsList>
    </BillPage>
  );
};
