import { useMediaQuery } from '@mantine/hooks';

/**
 * Below 768 px a list that is a table on a desktop shows its rows as cards, so no column or button a person
 * needs sits off screen (docs/decisions/0305).
 */
const PHONE_LAYOUT = '(max-width: 47.99em)';

export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_LAYOUT) === true;
