export { widgetsQuery } from './widgets-query';
