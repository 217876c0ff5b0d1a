export { useHub } from './use-hub';
