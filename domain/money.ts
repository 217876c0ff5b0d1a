const currency = { style: 'currency', currency: 'MXN' } as const;
const whole = new Intl.NumberFormat('es-MX', { ...currency, maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('es-MX', {
  ...currency,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in Mexican pesos as the portal shows it everywhere (pages, receipts, payment page): symbol $, es-MX
 * grouping; whole amounts without decimals ('$1,000', the spec's "0 to 2 decimals"), any fraction with two
 * ('$189.50', never '$189.5').
 */
export function formatMoney(amount: number): string {
  const hundredths = Math.round(amount * 100);
  return hundredths % 100 === 0 ? whole.format(hundredths / 100) : cents.format(hundredths / 100);
}
