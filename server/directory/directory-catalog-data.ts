/** Service categories, subcategories and packages of the demo company (spec 001 §3). */
export const serviceCategories: { id: number; name: string; subs: [id: number, name: string][] }[] = [
  {
    id: 1,
    name: 'Servicios creativos',
    subs: [
      [101, 'Diseño gráfico'],
      [102, 'Fotografía'],
      [103, 'Ilustración'],
    ],
  },
  {
    id: 2,
    name: 'Salud y bienestar',
    subs: [
      [201, 'Yoga'],
      [202, 'Psicología'],
      [203, 'Nutrición'],
    ],
  },
  {
    id: 3,
    name: 'Alimentos',
    subs: [
      [301, 'Cafetería'],
      [302, 'Repostería'],
      [303, 'Comida a domicilio'],
    ],
  },
  {
    id: 4,
    name: 'Asesoría profesional',
    subs: [
      [401, 'Contabilidad'],
      [402, 'Asesoría legal'],
      [403, 'Imagen personal'],
    ],
  },
  {
    id: 5,
    name: 'Tecnología',
    subs: [
      [501, 'Desarrollo web'],
      [502, 'Soporte técnico'],
    ],
  },
];

export const directoryTypes = [
  {
    id: 1,
    name: 'Básico',
    short: 'Publica tu servicio sin costo',
    description: 'Tu servicio aparece en Economía Incluyente con tus datos de contacto y una imagen.',
    price: 0,
    benefits: ['Una imagen', 'Datos de contacto', 'Evaluaciones de la comunidad'],
    images: 1,
  },
  {
    id: 2,
    name: 'Emprendedor',
    short: 'Más imágenes y redes sociales',
    description: 'Por @Amount al mes tu servicio luce con tres imágenes y todas tus redes sociales.',
    price: 199,
    benefits: ['Tres imágenes', 'Redes sociales', 'Evaluaciones de la comunidad'],
    images: 3,
  },
  {
    id: 3,
    name: 'Premium',
    short: 'Máxima visibilidad',
    description: 'Cinco imágenes, redes sociales y la opción de recompensas para quien te contrate.',
    price: 399,
    benefits: ['Cinco imágenes', 'Redes sociales', 'Recompensas para tu clientela'],
    images: 5,
  },
] as const;
