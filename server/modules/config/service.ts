import type { AppConfigResponse } from '../../../contract';
import type { Config } from '../../config';
import type { PaymentGateway } from '../../providers/payments/types';
import { billAmountLimits } from '../bills';
import { walletAmountLimits } from '../wallet';

type PublicSettings = Pick<Config, 'provider' | 'support' | 'dailyWithdrawalLimitKobo' | 'electricityLimitsKobo'>;

/** What any visitor may know about the service; nothing here is secret or per customer. */
export const publicConfig = (config: PublicSettings, gateway: Pick<PaymentGateway, 'label' | 'minAmountKobo'>): AppConfigResponse => ({
  status: 'success',
  provider: { ...config.provider },
  paymentProvider: { name: gateway.label },
  support: {
    email: config.support.email,
    phone: config.support.phone,
    whatsapp: config.support.whatsapp,
    whatsapp_url: `https://wa.me/${config.support.whatsapp.slice(1)}`,
  },
  limits: { ...walletAmountLimits(config, gateway), ...billAmountLimits(config) },
});
