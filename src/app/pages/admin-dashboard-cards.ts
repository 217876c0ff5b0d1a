import { paths } from '@/shared/routing';

export interface DashboardCard {
  title: string;
  description: string;
  to: string;
}

/** The administrator dashboard's cards, in the order of spec 002 §1. */
export const dashboardCards: readonly DashboardCard[] = [
  { title: 'Cartelera', description: 'Publicaciones de la cartelera', to: paths.admin.course },
  { title: 'Recompensas', description: 'Filtros de cupones y recompensas', to: paths.admin.productFilter },
  { title: 'Tu opinion', description: 'Encuestas, escalas y resultados', to: paths.admin.surveys },
  {
    title: 'Control',
    description: 'Grupos, tipos de evento, sucursales, categorías, avisos y personalización',
    to: paths.admin.control,
  },
  { title: 'Mundo Pride', description: 'Artículos y galerías', to: paths.admin.companyPost },
  { title: 'Pride Talks', description: 'Eventos de Pride Talks', to: paths.admin.audience },
  { title: 'Usuarios', description: 'Alta, edición y carga masiva', to: paths.admin.users },
  {
    title: 'Publicaciones Genericas',
    description: 'Secciones genéricas de la empresa',
    to: paths.admin.genericSection,
  },
];
