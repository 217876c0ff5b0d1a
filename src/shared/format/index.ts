export { formatMoney } from './money';
export {
  DATE_LOCALE,
  ageFrom,
  daysFromToday,
  formatDate,
  formatDateTime,
  formatLongDate,
  isAtLeastYearsAgo,
  setCompanyTimeZone,
  todayInCompany,
  type DateInput,
} from './dates';
