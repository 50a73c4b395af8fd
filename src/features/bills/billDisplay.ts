import { cableProvider, electricCompany, meterType, mobileNetwork } from '@contract/bill-codes';
import { formatNairaWhole } from '@/lib/format';
import type { BillReview } from './reviewState';
import { texts } from './texts';

/** How a bill reads on screen: the names of its codes, its amount, the rows of its review. */

export const networkName = (code: string): string => mobileNetwork(code)?.name ?? code;
export const companyName = (code: string): string => electricCompany(code)?.description ?? code;
export const cableName = (code: string): string => cableProvider(code)?.name ?? code;
const meterTypeName = (code: string): string => meterType(code)?.name ?? code;

/** What is being paid, in naira: the plan's or package's listed price for data and cable. */
const reviewAmount = (review: BillReview): string => {
  switch (review.kind) {
    case 'airtime':
    case 'electricity':
      return review.amount;
    case 'data':
      return review.plan.PRODUCT_AMOUNT;
    case 'cable':
      return review.plan.PACKAGE_AMOUNT;
  }
};

/** A row of a review screen; `money` marks the amount, drawn in the money style. */
export type ReviewRow = readonly [label: string, value: string, money?: 'money'];

/** docs/product.md §Utility bills: the rows of each review screen, amounts in naira with no decimals. */
export const reviewRows = (review: BillReview): ReviewRow[] => {
  const t = texts.review;
  const amount: ReviewRow = [t.amount, formatNairaWhole(reviewAmount(review)), 'money'];
  switch (review.kind) {
    case 'airtime':
      return [[t.billType, t.airtime], [t.billNumber, review.number], amount, [t.biller, networkName(review.network)]];
    case 'data':
      return [
        [t.network, networkName(review.network)],
        [t.billNumber, review.number],
        amount,
        [t.biller, networkName(review.network)],
        [t.dataPlan, review.plan.PRODUCT_NAME],
      ];
    case 'electricity':
      return [
        [t.type, meterTypeName(review.meterType)],
        [t.meterNumber, review.meterno],
        [t.customer, review.customerName],
        amount,
        [t.provider, companyName(review.company)],
      ];
    case 'cable':
      return [
        [t.customer, review.customerName],
        [t.cardNumber, review.smartcard],
        amount,
        [t.provider, cableName(review.cable)],
        [t.package, review.plan.PACKAGE_NAME],
      ];
  }
};
