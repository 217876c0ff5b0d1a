/** Demo catalogue of the store and the caring community (prices in integer cents). */

export const DISCOUNT_GROUP = 1;
/** Foundations are the providers of group 14 (spec 001 §7). */
export const FOUNDATION_GROUP = 14;
export const DONATION_TYPE = 10;
export const PRODUCT_TYPE = 1;

interface SeedProduct {
  code: string;
  name: string;
  description: string;
  priceCents: number;
  restrictions: string | null;
}

export interface SeedProvider {
  id: number;
  group: number;
  slug: string;
  name: string;
  info: string;
  urlSite?: string;
  videoUrl?: string;
  products: SeedProduct[];
}

const logo = (slug: string) => `/files/store/${slug}.svg`;
export const providerLogo = logo;
export const providerColorLogo = (slug: string) => `/files/store/${slug}-color.svg`;
export const providerImage = (slug: string) => `/files/store/${slug}-banner.svg`;
export const productImage = (slug: string) => `/files/store/${slug}-product.svg`;

const donations = (prefix: string): SeedProduct[] =>
  [100, 250, 500].map((pesos) => ({
    code: `${prefix}-DON-${pesos}`,
    name: `Donativo de $${pesos}`,
    description: `Aportación única de ${pesos} pesos`,
    priceCents: pesos * 100,
    restrictions: null,
  }));

export const seedProviders: SeedProvider[] = [
  {
    id: 1,
    group: DISCOUNT_GROUP,
    slug: 'cafe-arcoiris',
    name: 'Café Arcoíris',
    info: 'Cafetería de especialidad con granos de Chiapas y Veracruz. Miembros de Muro Pride obtienen hasta 25% de descuento en bebidas y desayunos.',
    products: [
      {
        code: 'CAF-AMER',
        name: 'Café americano grande',
        description: 'Americano de 16 oz con granos de Chiapas',
        priceCents: 3600,
        restrictions: 'Válido de lunes a viernes de 8:00 a 12:00 h. No acumulable con otras promociones.',
      },
      {
        code: 'CAF-DES2',
        name: 'Paquete desayuno para dos',
        description: 'Dos bebidas calientes, dos molletes y fruta de temporada',
        priceCents: 18950,
        restrictions: 'Consumo en sucursal. Presenta tu código al ordenar.',
      },
      {
        code: 'CAF-BOLS',
        name: 'Bolsa de café en grano 500 g',
        description: 'Tueste medio, origen Coatepec',
        priceCents: 21000,
        restrictions: null,
      },
    ],
  },
  {
    id: 2,
    group: DISCOUNT_GROUP,
    slug: 'cine-diverso',
    name: 'Cine Diverso',
    info: 'Cadena de cines con ciclos de cine LGBTQ+ cada mes. Precio preferente en boletos y combos para miembros.',
    products: [
      {
        code: 'CIN-2D',
        name: 'Boleto 2D',
        description: 'Un boleto para cualquier función 2D',
        priceCents: 6550,
        restrictions: 'No válido en estrenos durante su primera semana.',
      },
      {
        code: 'CIN-COMBO',
        name: 'Combo palomitas y refresco',
        description: 'Palomitas grandes y refresco de 32 oz',
        priceCents: 9900,
        restrictions: null,
      },
    ],
  },
  {
    id: 3,
    group: DISCOUNT_GROUP,
    slug: 'libreria-orgullo',
    name: 'Librería Orgullo',
    info: 'Librería independiente especializada en literatura y ensayo de la diversidad. Vales con 20% de descuento.',
    products: [
      {
        code: 'LIB-VALE300',
        name: 'Vale de $300 en libros',
        description: 'Canjeable en tienda física o en línea',
        priceCents: 24000,
        restrictions: 'Vigencia de 90 días a partir de la compra.',
      },
      {
        code: 'LIB-REV',
        name: 'Suscripción mensual a revista',
        description: 'Revista de cultura y diversidad, edición impresa',
        priceCents: 7990,
        restrictions: 'Envío solo dentro de la República Mexicana.',
      },
    ],
  },
  {
    id: 4,
    group: DISCOUNT_GROUP,
    slug: 'gimnasio-fuerza-libre',
    name: 'Gimnasio Fuerza Libre',
    info: 'Gimnasio incluyente con vestidores neutrales y clases grupales. Mensualidad con 30% de descuento.',
    videoUrl: 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4',
    products: [
      {
        code: 'GYM-MES',
        name: 'Mensualidad',
        description: 'Acceso ilimitado durante 30 días',
        priceCents: 49900,
        restrictions: 'Requiere inscripción previa en sucursal.',
      },
      {
        code: 'GYM-YOGA',
        name: 'Clase de yoga',
        description: 'Una clase grupal de 60 minutos',
        priceCents: 12000,
        restrictions: null,
      },
    ],
  },
  {
    id: 5,
    group: DISCOUNT_GROUP,
    slug: 'spa-equilibrio',
    name: 'Spa Equilibrio',
    info: 'Spa urbano con terapias de relajación. Miembros obtienen 15% de descuento en masajes.',
    products: [
      {
        code: 'SPA-MAS60',
        name: 'Masaje relajante 60 min',
        description: 'Masaje de cuerpo completo con aceites esenciales',
        priceCents: 65000,
        restrictions: null,
      },
    ],
  },
  {
    id: 14001,
    group: FOUNDATION_GROUP,
    slug: 'fundacion-arcoiris-juvenil',
    name: 'Fundación Arcoíris Juvenil',
    urlSite: 'https://arcoirisjuvenil.org.mx',
    info: 'Acompañamos a jóvenes LGBTQ+ en situación de calle con vivienda temporal, alimentación y apoyo psicológico.',
    products: donations('FAJ'),
  },
  {
    id: 14002,
    group: FOUNDATION_GROUP,
    slug: 'casa-diversa',
    name: 'Refugio Casa Diversa',
    urlSite: 'https://casadiversa.org.mx',
    info: 'Casa refugio para personas de la diversidad sexual expulsadas de su hogar, con talleres de empleo y acompañamiento legal.',
    products: donations('RCD'),
  },
  {
    id: 14003,
    group: FOUNDATION_GROUP,
    slug: 'salud-integral-trans',
    name: 'Salud Integral Trans A.C.',
    urlSite: 'https://saludintegraltrans.org.mx',
    info: 'Brindamos consultas médicas, acompañamiento hormonal y orientación en salud mental a personas trans sin seguridad social.',
    products: donations('SIT'),
  },
  {
    id: 14004,
    group: FOUNDATION_GROUP,
    slug: 'voces-diversidad',
    name: 'Voces de la Diversidad',
    urlSite: 'https://vocesdeladiversidad.org.mx',
    info: 'Programas de prevención de VIH, pruebas gratuitas y campañas contra la discriminación en escuelas y centros de trabajo.',
    products: donations('VDD'),
  },
];

export const seedPaymentMethods = [
  { id: 1, name: 'Tarjeta de crédito o débito', logo: '/files/store/pago-tarjeta.svg' },
  { id: 2, name: 'Transferencia SPEI', logo: '/files/store/pago-spei.svg' },
  { id: 3, name: 'Pago en efectivo en tienda', logo: '/files/store/pago-efectivo.svg' },
];

export const seedVoucherCompanies = [
  { id: 501, name: 'Vales Orgullo', business: 'Vales Orgullo S.A. de C.V.' },
  { id: 502, name: 'Beneficios Incluyentes', business: 'Beneficios Incluyentes S. de R.L. de C.V.' },
  { id: 503, name: 'Cupones MX', business: 'Cupones Digitales de México S.A.P.I. de C.V.' },
];

/** Paid donations of earlier months: [e-mail, foundation id, product code, months ago]. */
export const seedDonations: [string, number, string, number][] = [
  ['alejandro.cruz@demo.muropride.mx', 14001, 'FAJ-DON-500', 5],
  ['rh@demo.muropride.mx', 14002, 'RCD-DON-250', 4],
  ['ops@demo.muropride.mx', 14003, 'SIT-DON-500', 3],
  ['alejandro.cruz@demo.muropride.mx', 14004, 'VDD-DON-100', 2],
  ['rh@demo.muropride.mx', 14001, 'FAJ-DON-250', 1],
  ['ops@demo.muropride.mx', 14002, 'RCD-DON-500', 0],
];
