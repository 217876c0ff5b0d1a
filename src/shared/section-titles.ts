/** Section names that both the shell (menu, page title) and the section's own pages write (spec 000 §2). */
export const sectionTitles = {
  shoppingHistory: 'Mis compras',
} as const;
