export { formatMoney } from '@domain/money';
