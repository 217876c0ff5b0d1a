import type { FormValue } from './support/forms.js';

/** A valid directory form (free package), with fields replaced or added. */
export const entryForm = (extra: Record<string, FormValue> = {}): Record<string, FormValue> => ({
  DirectoryTypeId: '1',
  FullName: 'Panadería Orgullo',
  Email: 'pan@orgullo.mx',
  Phone: '5512345678',
  Location: 'Tlalpan, Ciudad de México',
  DirectoryDescription: 'Pan artesanal con masa madre.',
  CategoryServiceId: '3',
  SubCategoryServiceId: '302',
  ...extra,
});
