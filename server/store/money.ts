/** Money is kept in integer cents; the contract speaks pesos with at most 2 decimals. */
export const toPesos = (cents: number): number => cents / 100;

const mxn = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** '$1,234.5', as the portal shows amounts (spec 000 §9). */
export const formatPesos = (cents: number): string => mxn.format(toPesos(cents));
