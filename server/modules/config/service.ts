import type { AppConfigResponse } from '../../../contract';
import type { Config } from '../../config';
import type { PaymentGateway } from '../../providers/payments/types';

/** What any visitor may know about the service; nothing here is secret or per customer. */
export const publicConfig = (config: Pick<Config, 'provider' | 'support'>, gateway: Pick<PaymentGateway, 'label'>): AppConfigResponse => ({
  status: 'success',
  provider: { ...config.provider },
  paymentProvider: { name: gateway.label },
  support: {
    email: config.support.email,
    phone: config.support.phone,
    whatsapp: config.support.whatsapp,
    whatsapp_url: `https://wa.me/${config.support.whatsapp.slice(1)}`,
  },
});
