export { formatMoney } from './money';
export {
  DATE_LOCALE,
  ageFrom,
  daysFromToday,
  formatDate,
  formatDateTime,
  formatLongDate,
  isAtLeastYearsAgo,
  type DateInput,
} from './dates';
