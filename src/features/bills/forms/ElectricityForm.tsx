import { useState, type FormEvent } from 'react';
import { meterType, type MeterTypeCode } from '@contract/bill-codes';
import { METER_NUMBER_DIGITS } from '@contract/bill-fields';
import type { Beneficiaries } from '@contract/bills';
import { useAppConfig } from '@/features/config';
import { DigitsInput, Select } from '@/ui/Field';
import { notifyInvalid } from '@/ui/toast';
import { verifyMeter } from '../api';
import { BillAmountField, ContinueButton, VerifyControls } from './fields/BillFields';
import { draftOf } from '../drafts';
import { MeterTypeToggle } from './fields/MeterTypeToggle';
import { companyName } from '../billDisplay';
import { RecentPicks } from './fields/RecentPicks';
import { electricityAmountProblem, meterProblem, verificationKey } from './rules';
import { texts } from '../texts';
import { useToReview } from './useToReview';
import { useVerification } from './useVerification';

const FORM = 'electricity';
const PREPAID: MeterTypeCode = '01';

type Company = { code: string; description: string };

/** docs/product.md §Utility bills electricity: provider, PREPAID/POSTPAID, meter number, Verify; the amount once verified. */
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
    { fallback: texts.errors.meterVerify, unchecked: texts.errors.meterUnchecked },
    draft ? { key: verificationKey(draft.company, draft.meterType, draft.meterno), name: draft.customerName } : null,
  );
  const toReview = useToReview(FORM);
  const range = useAppConfig()?.limits?.electricity;
  const name = verification.name;

  const verify = () => {
    const problem = meterProblem(company, meterno);
    if (problem) return notifyInvalid(problem, { form: FORM });
    void verification.verify(() => verifyMeter({ meterno, code: company, MeterType: type }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    toReview(meterProblem(company, meterno) ?? electricityAmountProblem(amount, range), () => ({
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
      <DigitsInput
        label={t.meterNumber}
        name="MeterNo"
        maxDigits={METER_NUMBER_DIGITS.max}
        placeholder={t.meterPlaceholder}
        value={meterno}
        onValue={setMeterno}
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
      <VerifyControls verification={verification} onVerify={verify} />
      {name !== null && <BillAmountField value={amount} onChange={setAmount} range={range} />}
      <ContinueButton disabled={name === null} />
    </form>
  );
};
