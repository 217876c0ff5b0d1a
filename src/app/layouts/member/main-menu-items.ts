import { paths } from '@/shared/routing';

export interface MainMenuItem {
  label: string;
  to: string;
  /** Shown only with a session (spec 000 §2 and §6). */
  signedInOnly?: boolean;
  /** Carries the billboard's quantity badge. */
  withCourseBadge?: boolean;
}

/** The member site's main menu, in the spec's order (spec 000 §2). */
const mainMenuItems: readonly MainMenuItem[] = [
  { label: 'Cartelera', to: paths.courseView, withCourseBadge: true },
  { label: 'Galería', to: paths.gallery() },
  { label: 'Pride Talks', to: paths.audience() },
  { label: 'Pride Music', to: paths.prideMusic },
  { label: 'Mundo Pride', to: paths.blogCompany },
  { label: 'Historias Pride', to: paths.storiesPride },
  { label: 'Bolsa de trabajo', to: paths.jobBank },
  { label: 'Economía incluyente', to: paths.directory },
  { label: 'Grupos de interés', to: paths.interestGroup },
  { label: 'Beneficios Pride', to: paths.discount },
  { label: 'Recompensas', to: paths.rewards, signedInOnly: true },
  { label: 'Mis compras', to: paths.shoppingHistory, signedInOnly: true },
  { label: 'Comunidad que cuida', to: paths.caringCommunity },
  { label: 'Cerrar sesión', to: paths.logout, signedInOnly: true },
];

export function visibleMenuItems(signedIn: boolean): readonly MainMenuItem[] {
  return mainMenuItems.filter((item) => signedIn || !item.signedInOnly);
}
