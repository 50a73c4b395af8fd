/** Plans, buying units, the customer's investments and the calculator; the dashboard shows the offers. */
export { fetchPlans } from './api';
export { SpecialOffers } from './SpecialOffers';
