/** Catalogue rows of the demo company (ids are stable: forms and tests refer to them). */
export const maritalStatuses = [
  'Soltero(a)',
  'Casado(a)',
  'Unión libre',
  'Divorciado(a)',
  'Viudo(a)',
  'Separado(a)',
];

export const nationalities = [
  'Mexicana',
  'Estadounidense',
  'Canadiense',
  'Guatemalteca',
  'Hondureña',
  'Salvadoreña',
  'Cubana',
  'Colombiana',
  'Venezolana',
  'Peruana',
  'Chilena',
  'Argentina',
  'Española',
  'Otra',
];

/** The 32 federal entities, in INEGI order. */
export const mexicanStates = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Coahuila de Zaragoza',
  'Colima',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Durango',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'México',
  'Michoacán de Ocampo',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz de Ignacio de la Llave',
  'Yucatán',
  'Zacatecas',
];

/** Gender identities with the file of their pride flag under server/files/flags. */
export const genderIdentities = [
  { id: 1, name: 'Lesbiana', flag: 'lesbian.svg' },
  { id: 2, name: 'Gay', flag: 'rainbow.svg' },
  { id: 3, name: 'Bisexual', flag: 'bisexual.svg' },
  { id: 4, name: 'Transgénero', flag: 'transgender.svg' },
  { id: 5, name: 'Pansexual', flag: 'pansexual.svg' },
  { id: 6, name: 'No binarie', flag: 'non-binary.svg' },
  { id: 7, name: 'Asexual', flag: 'asexual.svg' },
  { id: 8, name: 'Intersexual', flag: 'intersex.svg' },
  { id: 9, name: 'Género fluido', flag: 'genderfluid.svg' },
  { id: 10, name: 'Agénero', flag: 'agender.svg' },
];

export const GENDER = { lesbian: 1, gay: 2, bisexual: 3, transgender: 4, nonBinary: 6 } as const;
