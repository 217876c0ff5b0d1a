/** The company's time zone unless configured otherwise (spec 000 §1: the portal serves Mexico). */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';
