// own modules: what GET config answered is kept for the page load, and this test starts with nothing kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configEndpoint } from '@contract/config';
import { answer, fakeApi } from '@/test-app';
import { jsonResponse } from '@/test-utils';
import { appConfig } from './api';

const CONFIG = {
  status: 'success' as const,
  provider: { name: 'Fleetvest', url: 'https://fleetvest.ng' },
  paymentProvider: { name: 'Monnify' },
  support: { email: 'help@fleetvest.ng', phone: '+2348000000000', whatsapp: '+2348000000000', whatsapp_url: 'https://wa.me/2348000000000' },
};

describe('appConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks again after a failure, then keeps the answer for the rest of the page load', async () => {
    let answers = 0;
    const api = fakeApi([answer(configEndpoint, () => (++answers === 1 ? jsonResponse(503, { status: 'error', message: 'Down.' }) : CONFIG))]);
    await expect(appConfig()).rejects.toMatchObject({ status: 503 });
    await expect(appConfig()).resolves.toEqual(CONFIG);
    await expect(appConfig()).resolves.toEqual(CONFIG);
    expect(api.callsTo(configEndpoint)).toHaveLength(2);
  });
});
