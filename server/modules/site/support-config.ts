import type { SupportAndPaymentConfig } from '../../../contract';
import type { Config } from '../../config';
import type { PaymentGateway } from '../../providers/payments/types';

/**
 * The support and payment parts of `GET config` (public): how to reach support, and the card
 * gateway's name for 'Secured by'. The answer's other parts (the footer's provider) sit beside
 * these two keys.
 */
export const supportAndPaymentConfig = (
  config: Pick<Config, 'support'>,
  gateway: Pick<PaymentGateway, 'label'>,
): SupportAndPaymentConfig => ({
  support: {
    email: config.support.email,
    phone: config.support.phone,
    whatsapp: config.support.whatsapp,
    whatsapp_url: `https://wa.me/${config.support.whatsapp.slice(1)}`,
  },
  payment: { name: gateway.label },
});
