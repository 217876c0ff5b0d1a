/** The personal data step of a profile as a newcomer fills it in. */
export const personal = {
  firstName: 'Luis Ángel',
  lastName: 'Torres Méndez',
  birthday: '1999-09-09',
  pronoun: 'Él',
};
