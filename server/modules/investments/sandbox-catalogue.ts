import { DURATION_MONTHS, DURATION_WEEKS } from '../../../contract';
import type { PlanDraft } from './plan-draft';

const naira = (amount: number) => amount * 100;
const percent = (value: number) => Math.round(value * 100);

/**
 * The catalogue sandbox and development start with: two or more plans per category, weekly and
 * monthly, one of them sold out. Unit prices are shares of a vehicle at Nigerian prices.
 */
export const SANDBOX_CATALOGUE: PlanDraft[] = [
  {
    name: 'Okada Dispatch Bikes, Lagos',
    amountKobo: naira(150_000),
    percentageBp: percent(30),
    noOf: 12,
    duration: DURATION_MONTHS,
    category: 1,
    which: 1,
    unitsOffered: 400,
  },
  {
    name: 'Bajaj Boxer Riders (weekly)',
    amountKobo: naira(75_000),
    percentageBp: percent(9.5),
    noOf: 26,
    duration: DURATION_WEEKS,
    category: 1,
    which: 1,
    unitsOffered: 300,
  },
  {
    name: 'Ibadan Delivery Bikes',
    amountKobo: naira(120_000),
    percentageBp: percent(28),
    noOf: 12,
    duration: DURATION_MONTHS,
    category: 1,
    which: 1,
    unitsOffered: 250,
    unitsSold: 250,
  },
  {
    name: 'Danfo Commuter Bus, Lagos',
    amountKobo: naira(500_000),
    percentageBp: percent(32),
    noOf: 18,
    duration: DURATION_MONTHS,
    category: 2,
    which: 2,
    unitsOffered: 120,
  },
  {
    name: 'Abuja Shuttle Bus (weekly)',
    amountKobo: naira(250_000),
    percentageBp: percent(12),
    noOf: 24,
    duration: DURATION_WEEKS,
    category: 2,
    which: 2,
    unitsOffered: 160,
  },
  {
    name: 'JetMover Cargo Van, Port Harcourt',
    amountKobo: naira(300_000),
    percentageBp: percent(27.5),
    noOf: 12,
    duration: DURATION_MONTHS,
    category: 3,
    which: 3,
    unitsOffered: 150,
  },
  {
    name: 'JetMover Last-Mile Van (weekly)',
    amountKobo: naira(200_000),
    percentageBp: percent(10),
    noOf: 20,
    duration: DURATION_WEEKS,
    category: 3,
    which: 3,
    unitsOffered: 100,
  },
  {
    name: 'Haulage Truck, Apapa to Kano',
    amountKobo: naira(1_000_000),
    percentageBp: percent(36),
    noOf: 24,
    duration: DURATION_MONTHS,
    category: 4,
    which: 4,
    unitsOffered: 80,
  },
  {
    name: 'Tipper Truck, Abuja (weekly)',
    amountKobo: naira(500_000),
    percentageBp: percent(12.5),
    noOf: 52,
    duration: DURATION_WEEKS,
    category: 4,
    which: 4,
    unitsOffered: 60,
  },
];
