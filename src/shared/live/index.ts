export type { HubStatus } from './hub-connection';
export { LiveStatus } from './live-status';
export { liveMessages } from './messages';
export { useHub } from './use-hub';
