export { EsMxDatesProvider } from './es-mx-dates-provider';
