import {
  calculatorEndpoint,
  cashoutReturnsEndpoint,
  createInvestmentEndpoint,
  investmentsEndpoint,
  plansEndpoint,
  type CalculatorRequest,
  type CashoutRequest,
  type CreateInvestmentRequest,
} from '@contract/investments';
import { call } from '@/api/client';

export const fetchPlans = async () => (await call(plansEndpoint)).data;

export const fetchInvestments = async () => (await call(investmentsEndpoint)).data;

export const calculateReturns = (body: CalculatorRequest) => call(calculatorEndpoint, { body });

/** Money-moving calls carry an Idempotency-Key kept while their outcome is unknown (api/idempotency.ts). */
export const buyUnits = (body: CreateInvestmentRequest) => call(createInvestmentEndpoint, { body });

export const cashOutReturns = (body: CashoutRequest) => call(cashoutReturnsEndpoint, { body });
