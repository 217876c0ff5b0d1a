export { formatMoney } from './money';
export {
  DATE_LOCALE,
  ageFrom,
  daysFromToday,
  formatDate,
  formatDateTime,
  formatLongDate,
  isAtLeastYearsAgo,
  todayInCompany,
  type DateInput,
} from './dates';
