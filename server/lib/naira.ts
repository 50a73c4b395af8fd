const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 });

/** 500000 kobo -> '₦5,000.00', for messages and notifications. */
export const formatKobo = (kobo: number) => naira.format(kobo / 100);
