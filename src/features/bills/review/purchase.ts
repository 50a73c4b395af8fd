import { approvalBody, type Approval, type PinAction } from '@/features/pin';
import { buyAirtime, buyCable, buyData, buyElectricity, type PurchaseReceipt } from '../api';
import type { BillReview } from '../reviewState';

/** A reviewed bill's order as each purchase call takes it, without its approval. */
const orderOf = (review: BillReview): Extract<NonNullable<PinAction['passkey']>, { kind: BillReview['kind'] }> => {
  switch (review.kind) {
    case 'airtime':
      return { kind: review.kind, body: { network: review.network, number: review.number, amount: review.amount } };
    case 'data':
      return {
        kind: review.kind,
        body: {
          network: review.network,
          number: review.number,
          amount: review.plan.PRODUCT_AMOUNT,
          productCode: review.plan.PRODUCT_ID,
          productName: review.plan.PRODUCT_NAME,
        },
      };
    case 'electricity':
      return { kind: review.kind, body: { ElectricCode: review.company, MeterNo: review.meterno, amount: review.amount, MeterType: review.meterType } };
    case 'cable':
      return {
        kind: review.kind,
        body: { CableTV: review.cable, SmartCardNo: review.smartcard, amount: review.plan.PACKAGE_AMOUNT, Package: review.plan.PACKAGE_ID },
      };
  }
};

/**
 * Pays a reviewed bill with the PIN or a passkey (docs/product.md §The calls the SPA makes fields). Data and cable send the listed price the
 * customer saw; the server charges its own list's price for the product either way.
 */
export const purchase = (review: BillReview, approval: Approval): Promise<PurchaseReceipt> => {
  const order = orderOf(review);
  const approved = approvalBody(approval);
  switch (order.kind) {
    case 'airtime':
      return buyAirtime({ ...order.body, ...approved });
    case 'data':
      return buyData({ ...order.body, ...approved });
    case 'electricity':
      return buyElectricity({ ...order.body, ...approved });
    case 'cable':
      return buyCable({ ...order.body, ...approved });
  }
};

/** The bill as a passkey's challenge is asked for (docs/rules.md §Passkeys). */
export const passkeyRequestOf = (review: BillReview): NonNullable<PinAction['passkey']> => orderOf(review);
