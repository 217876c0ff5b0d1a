/** Demo content of the job bank (docs/decisions/0009-demo-data.md). */
export const jobCategories = [
  'Tecnología',
  'Recursos Humanos',
  'Ventas',
  'Marketing',
  'Diseño',
  'Finanzas',
  'Atención a clientes',
  'Logística',
  'Salud',
  'Educación',
  'Legal',
  'Administración',
];

/** Ubicacion is written without its accent, as the catalogue of the spec has it; the page shows Ubicación. */
export const jobSectionTypes = ['Responsabilidades', 'Requisitos', 'Prestaciones', 'Horario', 'Ubicacion'];

export interface DemoJob {
  creator: string;
  title: string;
  company: string;
  location: string;
  direction: string;
  salary: number;
  categories: string[];
  daysAgo: number;
  status: 'Guardado' | 'Aprobado' | 'Rechazado';
  active?: boolean;
  description: string;
  sections: [type: string, text: string][];
}

const common: DemoJob['sections'] = [
  [
    'Prestaciones',
    'Prestaciones superiores a las de ley, seguro de gastos médicos mayores y 15 días de vacaciones.',
  ],
  ['Horario', 'Lunes a viernes de 9:00 a 18:00, con dos días de trabajo desde casa.'],
];

const job = (
  creator: string,
  title: string,
  company: string,
  location: string,
  salary: number,
  categories: string[],
  daysAgo: number,
  status: DemoJob['status'] = 'Aprobado',
  active = true,
): DemoJob => ({
  creator,
  title,
  company,
  location,
  direction: 'Av. Reforma 222, Juárez',
  salary,
  categories,
  daysAgo,
  status,
  active,
  description: `Buscamos a una persona para el puesto de ${title.toLowerCase()} que se sume a un equipo diverso e incluyente.`,
  sections: [
    [
      'Responsabilidades',
      `Participar en los proyectos del área y proponer mejoras continuas como ${title.toLowerCase()}.`,
    ],
    ['Requisitos', 'Experiencia mínima de dos años en un puesto similar y gusto por el trabajo en equipo.'],
    ...common,
  ],
});

const carlos = 'carlos.mendoza@demo.muropride.mx';
const sofia = 'sofia.reyes@demo.muropride.mx';
const alejandro = 'alejandro.cruz@demo.muropride.mx';

export const demoJobs: DemoJob[] = [
  job(carlos, 'Analista de datos', 'Muro Pride Demo', 'Guadalajara, Jal.', 32000, ['Tecnología'], 20),
  job(sofia, 'Coordinadora de diversidad', 'Fundación Arcoíris', 'Remoto', 28000, ['Recursos Humanos'], 30),
  job(carlos, 'Desarrollador front-end', 'Muro Pride Demo', 'Monterrey, N.L.', 38000, ['Tecnología'], 10),
  job(alejandro, 'Ejecutiva de ventas', 'Orgullo Textil', 'Ciudad de México', 18000, ['Ventas'], 6),
  job(sofia, 'Diseñador gráfico', 'Estudio Colibrí', 'Puebla, Pue.', 22000, ['Diseño', 'Marketing'], 4),
  job(carlos, 'Contador general', 'Muro Pride Demo', 'Ciudad de México', 35000, ['Finanzas'], 12),
  job(alejandro, 'Especialista en redes sociales', 'Orgullo Textil', 'Remoto', 20000, ['Marketing'], 3),
  job(sofia, 'Enfermera de planta', 'Clínica Diversa', 'Querétaro, Qro.', 24000, ['Salud'], 15),
  job(
    carlos,
    'Agente de atención a clientes',
    'Muro Pride Demo',
    'Mérida, Yuc.',
    14000,
    ['Atención a clientes'],
    2,
  ),
  job(alejandro, 'Coordinador de almacén', 'Logística Plural', 'Tlalnepantla, Méx.', 19000, ['Logística'], 8),
  job(sofia, 'Docente de inglés', 'Colegio Horizonte', 'Guadalajara, Jal.', 16000, ['Educación'], 25),
  job(carlos, 'Abogada corporativa', 'Muro Pride Demo', 'Ciudad de México', 45000, ['Legal'], 18),
  job(
    alejandro,
    'Asistente administrativo',
    'Logística Plural',
    'Monterrey, N.L.',
    13000,
    ['Administración'],
    1,
  ),
  job(sofia, 'Ingeniera de datos', 'Fundación Arcoíris', 'Remoto', 42000, ['Tecnología'], 5),
  job(
    carlos,
    'Gerente de tienda',
    'Orgullo Textil',
    'León, Gto.',
    26000,
    ['Ventas', 'Administración'],
    0,
    'Guardado',
  ),
  job(
    alejandro,
    'Recepcionista bilingüe',
    'Hotel Pluma',
    'Cancún, Q.R.',
    15000,
    ['Atención a clientes'],
    0,
    'Guardado',
  ),
  job(
    carlos,
    'Auxiliar contable',
    'Muro Pride Demo',
    'Toluca, Méx.',
    12000,
    ['Finanzas'],
    40,
    'Aprobado',
    false,
  ),
];

/** Demo applications: [applicant e-mail, job title, days ago]. */
export const demoApplications: [string, string, number][] = [
  ['miembro@demo.muropride.mx', 'Analista de datos', 8],
  ['miembro@demo.muropride.mx', 'Coordinadora de diversidad', 21],
  ['nuevo@demo.muropride.mx', 'Desarrollador front-end', 3],
];
