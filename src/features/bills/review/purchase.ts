import { buyAirtime, buyCable, buyData, buyElectricity, type PurchaseReceipt } from '../api';
import type { BillReview } from '../reviewState';

/**
 * Pays a reviewed bill with the PIN (docs/product.md §The calls the SPA makes fields). Data and cable send the listed price the
 * customer saw; the server charges its own list's price for the product either way.
 */
export const purchase = (review: BillReview, pin: string): Promise<PurchaseReceipt> => {
  switch (review.kind) {
    case 'airtime':
      return buyAirtime({ pin, network: review.network, number: review.number, amount: review.amount });
    case 'data':
      return buyData({
        pin,
        network: review.network,
        number: review.number,
        amount: review.plan.PRODUCT_AMOUNT,
        productCode: review.plan.PRODUCT_ID,
        productName: review.plan.PRODUCT_NAME,
      });
    case 'electricity':
      return buyElectricity({ pin, ElectricCode: review.company, MeterNo: review.meterno, amount: review.amount, MeterType: review.meterType });
    case 'cable':
      return buyCable({ pin, CableTV: review.cable, SmartCardNo: review.smartcard, amount: review.plan.PACKAGE_AMOUNT, Package: review.plan.PACKAGE_ID });
  }
};
