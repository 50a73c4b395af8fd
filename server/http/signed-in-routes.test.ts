import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call, createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every call that reads or moves a customer's data or money. */
const SIGNED_IN = [
  ['GET', 'customer'],
  ['DELETE', 'customer/deleteaccount'],
  ['POST', 'customer/logout'],
  ['GET', 'customer/dashboard/getallinvestmentdetails'],
  ['GET', 'customer/dashboard/allinvestments'],
  ['GET', 'customer/funding/fetchrecent'],
  ['GET', 'customer/funding/fetchall?perpage=10&page=1'],
  ['GET', 'customer/funding/transaction/1'],
  ['POST', 'customer/deposit/fundaccount'],
  ['POST', 'customer/deposit/verifypayment'],
  ['GET', 'fetchbanks'],
  ['GET', 'fetchaccountdetails?accountnumber=0123456789&bank=058'],
  ['POST', 'customer/withdrawal/makewithdrawal'],
  ['POST', 'customer/pin/setpin'],
  ['POST', 'customer/pin/changepin'],
  ['GET', 'customer/notification/fetchnotifications?page=1'],
  ['POST', 'customer/notification/markread'],
  ['POST', 'customer/notification/markallread'],
] as const;

describe('signed-in calls', () => {
  it.each(SIGNED_IN)('%s %s answers 401 without a token and with an unknown one, before reading its input', async (method, path) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const res = await call(t.app, { method, url: api(path), token, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error' });
    }
  });
});
