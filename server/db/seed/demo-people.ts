import type { RoleName } from '../../../domain/roles.js';
import { GENDER } from './catalog-data.js';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo.2026!';
const DEFAULT_AVATAR = '/files/profile/default-avatar.svg';

export interface DemoPerson {
  email: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  /** The HR record's gender (spec 002 §5 'Género'). */
  gender: 'F' | 'M';
  roleName: RoleName;
  /** What the start-up banner says about the account. */
  note: string;
  birthday: string;
  seniority?: string;
  pronoun?: string;
  nickname?: string;
  genderIdentityId?: number;
  photo?: string;
  reward?: number;
  mobile?: string;
  town?: string;
  confirmed?: boolean;
  membershipRequired?: boolean;
}

const photo = (slug: string) => `/files/profile/${slug}.svg`;

export const demoPeople: DemoPerson[] = [
  {
    email: 'rh@demo.muropride.mx',
    firstName: 'Daniela',
    gender: 'F',
    lastName: 'Fernández Ruiz',
    roleName: 'Recursos Humanos',
    note: 'administración (/admin)',
    birthday: '1987-03-12',
    seniority: '2016-08-01',
    pronoun: 'Ella',
    genderIdentityId: GENDER.lesbian,
    photo: photo('daniela-fernandez'),
    reward: 800,
    town: 'Ciudad de México',
  },
  {
    email: 'ops@demo.muropride.mx',
    firstName: 'Jorge',
    gender: 'M',
    lastName: 'Ramírez Soto',
    roleName: 'Operaciones',
    note: 'consola de operaciones (/operator)',
    birthday: '1990-11-02',
    seniority: '2019-02-15',
    pronoun: 'Él',
    genderIdentityId: GENDER.gay,
    photo: photo('jorge-ramirez'),
    town: 'Monterrey',
  },
  {
    email: 'miembro@demo.muropride.mx',
    firstName: 'Mariana',
    gender: 'F',
    lastName: 'López Hernández',
    roleName: 'Usuario',
    note: 'miembro con perfil completo',
    birthday: '1994-05-17',
    seniority: '2021-06-28',
    pronoun: 'Ella',
    nickname: 'Mari',
    genderIdentityId: GENDER.bisexual,
    photo: photo('mariana-lopez'),
    reward: 1250,
    mobile: '5512345678',
    town: 'Guadalajara',
  },
  {
    email: 'nuevo@demo.muropride.mx',
    firstName: 'Luis Ángel',
    gender: 'M',
    lastName: 'Torres Méndez',
    roleName: 'Usuario',
    note: 'miembro con perfil por completar',
    birthday: '1999-09-09',
    seniority: '2026-01-12',
    photo: DEFAULT_AVATAR,
  },
  {
    email: 'carlos.mendoza@demo.muropride.mx',
    firstName: 'Carlos',
    gender: 'M',
    middleName: 'Eduardo',
    lastName: 'Mendoza Vázquez',
    roleName: 'Usuario',
    note: 'miembro',
    birthday: '1992-01-25',
    seniority: '2020-03-02',
    pronoun: 'Él',
    genderIdentityId: GENDER.gay,
    photo: photo('carlos-mendoza'),
    reward: 430,
    town: 'Puebla',
  },
  {
    email: 'sofia.reyes@demo.muropride.mx',
    firstName: 'Sofía',
    gender: 'F',
    lastName: 'Reyes Castillo',
    roleName: 'Usuario',
    note: 'miembro',
    birthday: '1997-07-30',
    seniority: '2023-09-18',
    pronoun: 'Elle',
    genderIdentityId: GENDER.nonBinary,
    photo: photo('sofia-reyes'),
    reward: 960,
    town: 'Mérida',
  },
  {
    email: 'alejandro.cruz@demo.muropride.mx',
    firstName: 'Alejandro',
    gender: 'M',
    lastName: 'Cruz Navarro',
    roleName: 'Usuario',
    note: 'miembro',
    birthday: '1989-12-04',
    seniority: '2018-11-05',
    pronoun: 'Él',
    genderIdentityId: GENDER.transgender,
    photo: photo('alejandro-cruz'),
    reward: 215,
    town: 'Querétaro',
  },
  {
    email: 'valeria.gutierrez@example.com',
    firstName: 'Valeria',
    gender: 'F',
    lastName: 'Gutiérrez Ortega',
    roleName: 'Usuario',
    note: 'miembro con correo personal (no corporativo), sin correo adicional',
    birthday: '1995-02-14',
    pronoun: 'Ella',
    genderIdentityId: GENDER.lesbian,
    photo: photo('valeria-gutierrez'),
    town: 'León',
  },
  {
    email: 'ricardo.morales@demo.muropride.mx',
    firstName: 'Ricardo',
    gender: 'M',
    lastName: 'Morales Ortiz',
    roleName: 'Usuario',
    note: 'debe pagar su membresía (inicio de sesión "11")',
    birthday: '1993-08-21',
    pronoun: 'Él',
    photo: photo('ricardo-morales'),
    membershipRequired: true,
  },
  {
    email: 'fernanda.ortega@demo.muropride.mx',
    firstName: 'Fernanda',
    gender: 'F',
    lastName: 'Ortega Salinas',
    roleName: 'Usuario',
    note: 'cuenta sin confirmar (inicio de sesión "09")',
    birthday: '2000-04-03',
    confirmed: false,
  },
];

/** Notifications of the demo members (user e-mail, message, event text, link). */
export const demoNotifications: [string, string, string, string | null][] = [
  ['miembro@demo.muropride.mx', 'Tienes una nueva encuesta pendiente', 'Tu Opinión', '/surveys'],
  ['miembro@demo.muropride.mx', 'Daniela te envió un reconocimiento', 'Reconocimiento', '/rewards'],
  ['miembro@demo.muropride.mx', 'Nuevo episodio de Pride Talks disponible', 'Pride Talks', '/audience'],
  [
    'miembro@demo.muropride.mx',
    'Se publicó una nueva vacante en la bolsa de trabajo',
    'Bolsa de trabajo',
    '/job-bank',
  ],
  ['nuevo@demo.muropride.mx', '¡Bienvenide a Muro Pride! Completa tu perfil', 'Bienvenida', '/profile'],
  [
    'rh@demo.muropride.mx',
    'Hay 2 solicitudes de eventos por aprobar',
    'Cartelera',
    '/course-view/approve-event',
  ],
];
