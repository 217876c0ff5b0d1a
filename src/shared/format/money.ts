const mxn = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Amount in Mexican pesos as the spec shows it: symbol $, es-MX grouping, 0 to 2 decimals ('$1,234.5'). */
export function formatMoney(amount: number): string {
  return mxn.format(amount);
}
