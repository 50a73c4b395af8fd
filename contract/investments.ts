import { array, enums, literal, nullable, number, object, refine, string, union, type Infer, type Struct } from 'superstruct';
import { MessageResponse } from './common';
import { endpoint } from './endpoint';
import { approvalFields, withApproval } from './approval';
import { idText, numericId } from './fields';

/**
 * Plans, investments and the return calculator on the wire. Money is naira strings with two
 * decimals, dates ISO-8601 instants, `percentage` a number (12.5 means 12.5 %).
 */

export const INVESTMENT_FIELD_TEXTS = {
  invalidUnits: 'Please enter a valid unit number.',
} as const;

/** Plan `duration`: 1 counts periods in weeks, anything else in months (the catalogue stores 2). */
export const DURATION_WEEKS = 1;
export const DURATION_MONTHS = 2;

/** Plan `category`, and `which` (the picture): 1 Bike, 2 Minibus, 3 Jetmover, 4 Truck. */
export const PLAN_CATEGORIES = { 1: 'Bike', 2: 'Minibus', 3: 'Jetmover', 4: 'Truck' } as const;

/** Wire `status` of a plan: 1 while units can be bought; on an investment's embedded plan, 2 once it has paid in full. */
export const PLAN_AVAILABLE = 1;
export const PLAN_UNAVAILABLE = 0;
export const PLAN_COMPLETED = 2;

/** Investment `status`. */
export const INVESTMENT_PENDING = 0;
export const INVESTMENT_ONGOING = 1;
export const INVESTMENT_EXPIRED = 2;

/** How often a plan pays: every week when its duration is 1, otherwise every month. */
const PLAN_PERIODS = ['week', 'month'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const planPeriod = (duration: number): PlanPeriod => (duration === DURATION_WEEKS ? 'week' : 'month');

/** '12 Months', '6 Weeks', '1 Month': Weeks when duration is 1, otherwise Months. */
export const durationText = (noOf: number, duration: number): string => {
  const unit = duration === DURATION_WEEKS ? 'Week' : 'Month';
  return `${noOf} ${unit}${noOf === 1 ? '' : 's'}`;
};

/** Units are whole numbers with up to 9 digits, and may carry up to 6 decimals in the calculator. */
const UNITS_PATTERN = /^(\d{0,9})(?:\.(\d{0,6}))?$/;
const UNITS_MAX_LENGTH = 16;
export const MICRO_UNITS_PER_UNIT = 1_000_000;

/**
 * A number of units ("2", "2.5", 2.5) in millionths of a unit, or null unless it is a number
 * greater than 0. Millionths keep fractions exact: 9 digits and 6 decimals fit a safe integer.
 */
export const unitsInMillionths = (value: unknown): number | null => {
  const raw = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value : '';
  if (raw.length > UNITS_MAX_LENGTH) return null;
  const match = UNITS_PATTERN.exec(raw.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const micro = Number(whole || '0') * MICRO_UNITS_PER_UNIT + Number(fraction.padEnd(6, '0'));
  return micro > 0 ? micro : null;
};

/** A whole number of units (what can be bought), or null. "2.0" is two units. */
export const wholeUnits = (value: unknown): number | null => {
  const micro = unitsInMillionths(value);
  return micro !== null && micro % MICRO_UNITS_PER_UNIT === 0 ? micro / MICRO_UNITS_PER_UNIT : null;
};

/** Units as typed: text (or a number) that is more than 0; the calculator takes fractions. */
const unitCount = (): Struct<string | number, null> =>
  refine(union([string(), number()]), 'units', (v) => unitsInMillionths(v) !== null || INVESTMENT_FIELD_TEXTS.invalidUnits);

/** Units to buy: whole only. */
const wholeUnitCount = (): Struct<string | number, null> =>
  refine(union([string(), number()]), 'units', (v) => wholeUnits(v) !== null || INVESTMENT_FIELD_TEXTS.invalidUnits);

export const Plan = object({
  id: number(),
  name: string(),
  /** Price of one unit. */
  amount: string(),
  /** Total profit over the term, in per cent. */
  percentage: number(),
  /** How many periods (and payouts). */
  no_of: number(),
  /** 1 weeks, otherwise months. */
  duration: number(),
  /** The regular payout of one unit each period. */
  returns: string(),
  category: number(),
  /** 1 available; 0 sold out or closed; 2 on an investment's embedded plan once it has paid in full. */
  status: number(),
  /** When an investment bought now would pay its last payout (an investment's own plan: its stop date). */
  proposedmaturitydate: string(),
  which: number(),
  /** Units that can still be bought (0 when sold out or closed). */
  units_available: number(),
});
export type Plan = Infer<typeof Plan>;

export const UserInvestment = object({
  id: number(),
  reference: string(),
  /** 0 Pending, 1 Ongoing, 2 Expired. */
  status: number(),
  plan: Plan,
  units: number(),
  /** What the units cost. */
  cost: string(),
  /** What the investment pays back in all: cost plus the plan's percentage. */
  totalreturn: string(),
  /** Paid into the payout balance so far. */
  paidsofar: string(),
  payoutsmade: number(),
  /** The next payout's due date; null once all are paid. */
  nextpaymentdate: nullable(string()),
  startdate: string(),
  stopdate: string(),
  lastpaymentdate: nullable(string()),
  created_at: string(),
});
export type UserInvestment = Infer<typeof UserInvestment>;

export const PayoutPoint = object({ date: string(), amount: string() });
export type PayoutPoint = Infer<typeof PayoutPoint>;

/** The calculator's `data`; `schedule` (each payout's date and amount, for a purchase now) is ours. */
export const CalculationData = object({
  percentage: number(),
  duration: string(),
  /** Ours: how often the plan pays, so the regular payout is labelled by its period. */
  period: enums(PLAN_PERIODS),
  /** The regular payout each period. */
  bit_return: string(),
  /** Total returned: cost plus the percentage. */
  amountreturnable: string(),
  /** Cost of the units. */
  amounttobepaid: string(),
  schedule: array(PayoutPoint),
});
export type CalculationData = Infer<typeof CalculationData>;

/** POST investmentcalculator: any number of units above 0, fractions included. */
export const CalculatorRequest = object({ planid: numericId('plan'), howmany: unitCount() });
export type CalculatorRequest = Infer<typeof CalculatorRequest>;

/** POST customer/investment/createinvestment: howmany and plan arrive as text. */
export const CreateInvestmentRequest = withApproval(object({ ...approvalFields, howmany: wholeUnitCount(), plan: idText('plan') }));
export type CreateInvestmentRequest = Infer<typeof CreateInvestmentRequest>;

/** POST customer/investment/cashoutreturns */
export const CashoutRequest = withApproval(object(approvalFields));
export type CashoutRequest = Infer<typeof CashoutRequest>;

const PlansResponse = object({ status: literal('success'), data: array(Plan) });
type PlansResponse = Infer<typeof PlansResponse>;

const InvestmentsResponse = object({ status: literal('success'), data: array(UserInvestment) });
type InvestmentsResponse = Infer<typeof InvestmentsResponse>;

export const CalculatorResponse = object({ status: literal('success'), message: string(), data: CalculationData });
export type CalculatorResponse = Infer<typeof CalculatorResponse>;

/**
 * Plans, the return calculator, buying units, the customer's investments and cash-out. All need a
 * session: the calculator's address has no `customer/` prefix, but only signed-in screens use it
 * and the plans it prices are listed to signed-in customers only (docs/rules.md "Investments").
 */
export const plansEndpoint = endpoint({ method: 'GET', path: 'customer/fetchplans', response: PlansResponse, session: true });
export const calculatorEndpoint = endpoint({
  method: 'POST',
  path: 'investmentcalculator',
  body: CalculatorRequest,
  response: CalculatorResponse,
  session: true,
});
export const createInvestmentEndpoint = endpoint({
  method: 'POST',
  path: 'customer/investment/createinvestment',
  body: CreateInvestmentRequest,
  response: MessageResponse,
  session: true,
  idempotent: true,
});
export const investmentsEndpoint = endpoint({ method: 'GET', path: 'customer/investment/fetchall', response: InvestmentsResponse, session: true });
export const cashoutReturnsEndpoint = endpoint({
  method: 'POST',
  path: 'customer/investment/cashoutreturns',
  body: CashoutRequest,
  response: MessageResponse,
  session: true,
  idempotent: true,
});

export const investmentEndpoints = {
  plans: plansEndpoint,
  calculator: calculatorEndpoint,
  createInvestment: createInvestmentEndpoint,
  investments: investmentsEndpoint,
  cashoutReturns: cashoutReturnsEndpoint,
} as const;
