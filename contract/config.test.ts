import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AppConfigResponse } from './config';

const answer = {
  status: 'success',
  provider: { name: 'Fleetvest', url: 'https://fleetvest.ng' },
  paymentProvider: { name: 'Monnify' },
  support: { email: 'help@fleetvest.ng', phone: '+2348000000000', whatsapp: '+2348000000000', whatsapp_url: 'https://wa.me/2348000000000' },
};

describe('AppConfigResponse', () => {
  it('reads an answer with sections it does not know yet', () => {
    expect(is(answer, AppConfigResponse)).toBe(true);
    expect(is({ ...answer, later: { section: true } }, AppConfigResponse)).toBe(true);
  });

  it('refuses a provider link that is not an http(s) address', () => {
    for (const url of ['javascript:alert(1)', '/dashboard', 'fleetvest.ng', '']) {
      expect(is({ ...answer, provider: { name: 'Fleetvest', url } }, AppConfigResponse), url).toBe(false);
    }
  });
});
