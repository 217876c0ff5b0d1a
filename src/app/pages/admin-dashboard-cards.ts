import { paths } from '@/shared/routing';
import { appMessages as t } from '../messages';

export interface DashboardCard {
  title: string;
  description: string;
  to: string;
}

const card = (text: { title: string; text: string }, to: string): DashboardCard => ({
  title: text.title,
  description: text.text,
  to,
});

/** The administrator dashboard's cards, in the order of spec 002 §1. */
export const dashboardCards: readonly DashboardCard[] = [
  card(t.adminSections.course, paths.admin.course),
  card(t.adminSections.rewards, paths.admin.productFilter),
  card(t.adminSections.surveys, paths.admin.surveys),
  card(t.adminSections.control, paths.admin.control),
  card(t.adminSections.blog, paths.admin.companyPost),
  card(t.adminSections.talks, paths.admin.audience),
  card(t.adminSections.users, paths.admin.users),
  card(t.adminSections.generic, paths.admin.genericSection),
];
