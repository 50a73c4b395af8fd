/** The product name, as index.html also shows it before any script runs. */
export const BRAND = 'Fleetvest';
