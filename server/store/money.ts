import { formatMoney } from '../../domain/money.js';

/** Money is kept in integer cents; the contract speaks pesos with at most 2 decimals. */
export const toPesos = (cents: number): number => cents / 100;

/** '$1,234.50', as the portal shows amounts (spec 000 §9). */
export const formatPesos = (cents: number): string => formatMoney(toPesos(cents));
