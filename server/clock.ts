/** The gateway's notion of "now"; tests inject a controllable one (token expiry, grace windows, throttling). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
