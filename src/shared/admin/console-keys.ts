/**
 * The operator console's query keys start here, whichever area wrote them: a save in one area reads the whole
 * console again, so a company created under 'Empresas' is offered at once when loading coupons.
 */
export const operatorConsoleKey = ['operator'] as const;

/**
 * HR's organisation data (people, units, event types, notices, the company's look) starts here, whichever area
 * wrote it: a new group or branch is offered at once in the user form.
 */
export const organisationKey = ['admin-org'] as const;
