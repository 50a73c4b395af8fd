import { useSignals } from '@preact/signals-react/runtime';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { hasPin } from '@contract/customer';
import type { CalculationData, Plan } from '@contract/investments';
import { nairaToKobo } from '@contract/money';
import { errorMessages } from '@/api/errors';
import { refreshCustomer } from '@/features/customer';
import { useNeedsConnection } from '@/features/offline';
import { approvalBody, PinModal, usePinGate, type Approval } from '@/features/pin';
import { formatNaira, formatNairaDetail } from '@/lib/format';
import { session } from '@/state/session';
import { Button, buttonClass } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { TextInput } from '@/ui/Field';
import { dismissErrors, notifyErrors, notifyInvalid, notifySuccess } from '@/ui/toast';
import { AgreeSwitch } from './AgreeSwitch';
import { buyUnits, calculateReturns } from '../api';
import type { PlanData } from '../loaders';
import { narrowPageClass } from '../pageStyles';
import { PlanProblem } from './PlanDetailsScreen';
import { FactGrid, money, planFacts } from '../PlanFacts';
import { isOpen, unitsToBuy } from '../rules';
import { texts } from '../texts';

/** Its error toasts go when it is sent again (or the screen is left); the PIN dialog shows a wrong PIN itself. */
const FORM = 'invest';

type Quote = { units: number; figures: CalculationData };

/** A step's heading; a step the customer moved to takes the focus, so the change is read out. */
const StepHeading = ({ moved, children }: { moved: boolean; children: ReactNode }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
};

/** Step 2: the plan, the units and what they cost and return; the terms switch; then the PIN. */
const ConfirmStep = ({ plan, quote, onBack }: { plan: Plan; quote: Quote; onBack: () => void }) => {
  useSignals();
  const t = texts.unit;
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const customer = session.value?.customer;
  // Without a customer on record, ask for the PIN: the server says when none is set.
  const pinGate = usePinGate(customer ? hasPin(customer) : true);
  const cost = nairaToKobo(quote.figures.amounttobepaid) ?? 0;
  // Said before the PIN is asked for; the server checks again when it takes the money.
  const short = customer !== undefined && customer !== null && (nairaToKobo(customer.ngnbalance) ?? 0) < cost;
  const gate = useNeedsConnection(t.offline);

  const order = { howmany: String(quote.units), plan: String(plan.id) };
  const buy = async (approval: Approval) => {
    const { message } = await buyUnits({ ...order, ...approvalBody(approval) });
    notifySuccess(message);
    void refreshCustomer();
    await navigate({ to: '/investments' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dismissErrors(FORM);
    if (!agreed) return notifyInvalid(texts.messages.agree, { form: FORM });
    pinGate.openFor({
      submit: buy,
      passkey: { kind: 'investment', body: order },
      fallback: texts.errors.purchase,
      form: FORM,
    });
  };

  return (
    // The PIN dialog has a form of its own, so it sits beside this one, not in it.
    <>
      <form onSubmit={submit} noValidate>
        <StepHeading moved>{t.confirm}</StepHeading>
        <p className="note">{t.step(2)}</p>
        <FactGrid
          facts={[
            [t.plan, plan.name],
            [t.unitsBought, String(quote.units)],
            ...planFacts(plan).slice(0, 3),
            [t.totalCost, money(formatNairaDetail(quote.figures.amounttobepaid))],
            [t.totalReturn, money(formatNairaDetail(quote.figures.amountreturnable))],
            [t.wallet, money(formatNaira(customer?.ngnbalance ?? '0.00'))],
          ]}
        />
        {short && (
          <p className="short" role="alert">
            {t.short(formatNairaDetail(quote.figures.amounttobepaid))} <Link to="/deposit">{t.topUp}</Link>
          </p>
        )}
        <AgreeSwitch label={t.agree} checked={agreed} onChange={setAgreed} />
        <Button type="submit" block disabled={short || gate.offline} aria-describedby={gate.describedBy}>
          {t.continue}
        </Button>
        {gate.note}
        <Button variant="secondary" block onClick={onBack} style={{ marginTop: 12 }}>
          {t.back}
        </Button>
      </form>
      <PinModal {...pinGate.modal} />
    </>
  );
};

/** Step 1: how many units; the server prices them (the figures step 2 shows are its own). */
const UnitsStep = ({ plan, initial, onQuote }: { plan: Plan; initial: string; onQuote: (quote: Quote) => void }) => {
  const t = texts.unit;
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const [pricing, setPricing] = useState(false);
  const gate = useNeedsConnection(t.offline);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    dismissErrors(FORM);
    const units = unitsToBuy(value);
    const tooMany = units !== null && units > plan.units_available;
    setInvalid(units === null || tooMany);
    if (units === null) return notifyInvalid(texts.messages.invalidUnits, { form: FORM });
    if (tooMany) return notifyInvalid(texts.messages.unitsLeft(plan.units_available), { form: FORM });
    setPricing(true);
    try {
      const { data } = await calculateReturns({ planid: plan.id, howmany: String(units) });
      onQuote({ units, figures: data });
    } catch (error) {
      notifyErrors(errorMessages(error, texts.errors.calculate), { form: FORM });
      setPricing(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {/* Back from the second step brings the units chosen there. */}
      <StepHeading moved={initial !== ''}>{t.make}</StepHeading>
      <p className="note">
        {t.step(1)} · {plan.name}
      </p>
      <TextInput
        label={t.units}
        name="howmany"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.unitsPlaceholder}
        value={value}
        invalid={invalid}
        hint={t.unitsRange(plan.units_available)}
        aria-describedby="one-unit-costs"
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <p id="one-unit-costs" className="note">
        {t.oneUnitCosts(formatNairaDetail(plan.amount))}
      </p>
      <Button type="submit" block loading={pricing} disabled={gate.offline} aria-describedby={gate.describedBy}>
        {t.continue}
      </Button>
      {gate.note}
    </form>
  );
};

const BuyUnits = ({ plan }: { plan: Plan }) => {
  if (!isOpen(plan)) return <SoldOut plan={plan} />;
  return <BuySteps plan={plan} />;
};

/** A sold-out or closed plan: nothing to buy, the way back to the others. */
const SoldOut = ({ plan }: { plan: Plan }) => (
  <>
    <h1>{plan.name}</h1>
    <p role="alert">{texts.details.soldOut}</p>
    <Link to="/investment/plans" className={buttonClass('primary', true)}>
      {texts.details.explore}
    </Link>
  </>
);

const BuySteps = ({ plan }: { plan: Plan }) => {
  const [quote, setQuote] = useState<Quote | null>(null);
  // Back from step 2 shows the units chosen before.
  const [units, setUnits] = useState('');
  const priced = (next: Quote) => {
    setUnits(String(next.units));
    setQuote(next);
  };
  return quote ? <ConfirmStep plan={plan} quote={quote} onBack={() => setQuote(null)} /> : <UnitsStep plan={plan} initial={units} onQuote={priced} />;
};

/** /investment/unit (the plan passed along) and /investmentunit/$id: two steps, then the PIN. */
export const BuyUnitsScreen = ({ data }: { data: PlanData }) => {
  return <Card className={narrowPageClass}>{data.status === 'found' ? <BuyUnits plan={data.plan} /> : <PlanProblem data={data} />}</Card>;
};
