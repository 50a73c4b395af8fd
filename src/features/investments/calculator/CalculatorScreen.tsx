import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { CalculatorResponse, Plan } from '@contract/investments';
import { errorMessages } from '@/api/errors';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Select, TextInput } from '@/ui/Field';
import { dismissErrors, notifyErrors, notifyInvalid, notifySuccess } from '@/ui/toast';
import { calculateReturns } from '../api';
import { narrowPageClass } from '../pageStyles';
import { unitsToPrice } from '../rules';
import { texts } from '../texts';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The calculator's whole answer and the units it priced, for /calcs; checked before use. */
    calculation?: CalculatorResponse;
    units?: string;
  }
}

const FORM = 'calculator';

/**
 * /calulator: a plan and a number of units (1 to start), then /calcs. The plan list is
 * the platform's own select: it closes on a click outside and works by keyboard everywhere.
 */
export const CalculatorScreen = ({ plans }: { plans: Plan[] }) => {
  const t = texts.calculator;
  const router = useRouter();
  const navigate = useNavigate();
  const [plan, setPlan] = useState('');
  const [units, setUnits] = useState('1');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    dismissErrors(FORM);
    if (plan === '' || units.trim() === '') return notifyInvalid(texts.messages.calculatorIncomplete, { form: FORM });
    const howmany = unitsToPrice(units);
    setInvalid(howmany === null);
    if (howmany === null) return notifyInvalid(texts.messages.invalidUnits, { form: FORM });
    setBusy(true);
    try {
      const calculation = await calculateReturns({ planid: Number(plan), howmany });
      notifySuccess(calculation.message);
      await navigate({ to: '/calcs', state: { calculation, units: howmany } });
    } catch (error) {
      notifyErrors(errorMessages(error, texts.errors.calculate), { form: FORM });
      setBusy(false);
    }
  };

  return (
    <Card className={narrowPageClass}>
      <button type="button" className="back" onClick={() => router.history.back()}>
        {t.back}
      </button>
      <h1>{t.heading}</h1>
      <form onSubmit={submit} noValidate>
        <Select
          label={t.plan}
          name="planid"
          placeholder={t.planPlaceholder}
          options={plans.map((option) => ({ value: String(option.id), label: option.name }))}
          value={plan}
          onChange={(event) => setPlan(event.currentTarget.value)}
        />
        <TextInput
          label={t.units}
          name="howmany"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t.unitsPlaceholder}
          value={units}
          invalid={invalid}
          onChange={(event) => setUnits(event.currentTarget.value)}
        />
        <Button type="submit" block loading={busy}>
          {t.calculate}
        </Button>
      </form>
    </Card>
  );
};
