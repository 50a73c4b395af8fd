import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { billsEndpoints, customerEndpoints, investmentEndpoints, walletEndpoints } from '../../contract';
import { requestOverHttp } from '../../server/test/client';
import { signedInCustomer } from './customer-journey';

/**
 * A mixed burst of money calls, as many customers at once would send them through a balancer:
 * deposits through the sandbox checkout, withdrawals (some declined, held or reversed by the
 * sandbox bank), airtime (some declined or held), units of a plan, and balance reads. Every money
 * call carries an Idempotency-Key, and an answer that says nothing definite (no answer, a 503,
 * the balancer's own 502 or 504) is sent again with the same key until one does.
 */
export interface BurstCustomer {
  token: string;
}

export interface BurstReport {
  operations: number;
  /** Every request sent, retries included. */
  requests: number;
  elapsedMs: number;
  /** Each request's status, `no answer` where the connection failed. */
  statuses: Map<number | 'no answer', number>;
  /** Each operation's time from its first request to its definite answer. */
  latenciesMs: number[];
  /** Operations that had no definite answer within UNDECIDED_AFTER_MS. */
  undecided: number;
}

const PIN = '1234';
/** Past this, an operation that still has no definite answer counts as undecided. */
const UNDECIDED_AFTER_MS = 90_000;
/** Account and phone endings the sandbox providers read (server/providers/sandbox-numbers.ts). */
const ACCOUNTS = ['0123456789', '0123450000', '0123451111', '0123454444', '0123456780'];
const PHONES = ['08031234567', '08031230000', '08031231111', '08031234568'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const key = () => randomBytes(12).toString('hex');

/** Customers set up on the instances directly, each from an address of its own, with a PIN and `naira` in the wallet. */
export async function prepareCustomers(instanceUrls: string[], count: number, naira: number): Promise<BurstCustomer[]> {
  const run = randomBytes(3).toString('hex');
  const customers: BurstCustomer[] = [];
  // A few at a time: sign-up hashes a password, and the machine has few cores.
  for (let first = 0; first < count; first += 5) {
    const batch = Array.from({ length: Math.min(5, count - first) }, async (_, offset) => {
      const index = first + offset;
      const url = instanceUrls[index % instanceUrls.length]!;
      const customer = await signedInCustomer(url, `burst-${run}-${index}@example.com`, undefined, `10.9.${index >> 8}.${index & 255}`);
      await customer.setPin(PIN);
      await customer.deposit(naira);
      return { token: customer.token };
    });
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

/** Whether an answer is definite: anything the app decided, not a lost connection or the balancer speaking. */
const undecidedStatus = (res: Response) =>
  res.status === 503 || ((res.status === 502 || res.status === 504) && !res.headers.get('content-type')?.includes('application/json'));

export async function moneyBurst({
  url,
  customers,
  operations,
  concurrency,
  keepGoing = Promise.resolve(),
}: {
  url: string;
  customers: BurstCustomer[];
  operations: number;
  concurrency: number;
  /** The burst goes on past `operations` until this settles (the faults are done). */
  keepGoing?: Promise<unknown>;
}): Promise<BurstReport> {
  const target = { url };
  const statuses = new Map<number | 'no answer', number>();
  const latenciesMs: number[] = [];
  let requests = 0;
  let undecided = 0;
  let faultsDone = false;
  // Settled either way: a fault that failed is the caller's to report (it awaits the same promise).
  const stopAfterFaults = () => void (faultsDone = true);
  keepGoing.then(stopAfterFaults, stopAfterFaults);

  const count = (status: number | 'no answer') => statuses.set(status, (statuses.get(status) ?? 0) + 1);

  /** Sends until a definite answer; gives it, or undefined when none came in time. */
  async function definite(send: () => Promise<Response>): Promise<Response | undefined> {
    const deadline = Date.now() + UNDECIDED_AFTER_MS;
    while (Date.now() < deadline) {
      requests += 1;
      try {
        const res = await send();
        count(res.status);
        if (!undecidedStatus(res)) return res;
        await res.arrayBuffer();
        await sleep(Math.min(2_000, Number(res.headers.get('retry-after') ?? 0) * 1000 || 200));
      } catch {
        count('no answer');
        await sleep(200);
      }
    }
    undecided += 1;
    return undefined;
  }

  const plans = await (await requestOverHttp(target, investmentEndpoints.plans, { token: customers[0]!.token })).json();
  const planIds = (plans as { data: { id: number | string }[] }).data.map((plan) => String(plan.id));

  async function deposit(token: string) {
    const started = await definite(() =>
      requestOverHttp(target, walletEndpoints.fundAccount, { token, idempotencyKey: key(), body: { amount: 1_000, payfrom: 2 } }),
    );
    if (started?.status !== 200) return;
    const { checkoutUrl, paymentReference } = (
      (await started.json()) as { paymentrequest: { responseBody: { checkoutUrl: string; paymentReference: string } } }
    ).paymentrequest.responseBody;
    const action = pick(['pay', 'pay', 'pay', 'fail']);
    const paid = await definite(() =>
      fetch(`${url}${new URL(checkoutUrl).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${action}`,
        redirect: 'manual',
      }),
    );
    await paid?.arrayBuffer();
    (await definite(() => requestOverHttp(target, walletEndpoints.verifyPayment, { token, body: { tx_ref: paymentReference } })))?.arrayBuffer();
  }

  /** A keyed money call, sent until definite; its answer read and dropped. */
  const keyed = async (send: (idempotencyKey: string) => Promise<Response>) => {
    const idempotencyKey = key();
    await (await definite(() => send(idempotencyKey)))?.arrayBuffer();
  };
  const kinds: Array<[weight: number, run: (token: string) => Promise<unknown>]> = [
    [2, deposit],
    [
      4,
      (token) => {
        // Chosen once: a repeat with the same key must be the same request.
        const body = { amount: String(pick([100, 250, 500])), bank: '058', accountnumber: pick(ACCOUNTS), pin: PIN };
        return keyed((idempotencyKey) => requestOverHttp(target, walletEndpoints.makeWithdrawal, { token, idempotencyKey, body }));
      },
    ],
    [
      3,
      (token) => {
        const body = { pin: PIN, network: '01', number: pick(PHONES), amount: '100' };
        return keyed((idempotencyKey) => requestOverHttp(target, billsEndpoints.buyAirtime, { token, idempotencyKey, body }));
      },
    ],
    [
      1,
      (token) => {
        const body = { pin: PIN, howmany: '1', plan: pick(planIds) };
        return keyed((idempotencyKey) => requestOverHttp(target, investmentEndpoints.createInvestment, { token, idempotencyKey, body }));
      },
    ],
    [1, async (token) => (await definite(() => requestOverHttp(target, customerEndpoints.customer, { token })))?.arrayBuffer()],
  ];
  const weighted = kinds.flatMap(([weight, run]) => Array<typeof run>(weight).fill(run));

  let started = 0;
  const began = performance.now();
  const worker = async () => {
    while (started < operations || !faultsDone) {
      started += 1;
      const at = performance.now();
      await pick(weighted)(pick(customers).token);
      latenciesMs.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { operations: started, requests, elapsedMs: performance.now() - began, statuses, latenciesMs, undecided };
}
