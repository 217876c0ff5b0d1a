/**
 * Matches a form field's label with or without Mantine's required mark (" *", hidden from screen readers),
 * so tests find fields by the label a person reads.
 */
export const fieldLabel =
  (text: string) =>
  (content: string): boolean =>
    content.replace(/\s*\*$/, '') === text;
