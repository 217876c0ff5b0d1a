import { paths } from '@/shared/routing';
import { appMessages as t } from '../../messages';
import { sectionTitles } from '@/shared/section-titles';

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
  { label: t.mainMenu.course, to: paths.courseView, withCourseBadge: true },
  { label: t.mainMenu.gallery, to: paths.gallery() },
  { label: t.mainMenu.talks, to: paths.audience() },
  { label: t.mainMenu.music, to: paths.prideMusic },
  { label: t.mainMenu.blog, to: paths.blogCompany },
  { label: t.mainMenu.stories, to: paths.storiesPride },
  { label: t.mainMenu.jobBank, to: paths.jobBank },
  { label: t.mainMenu.directory, to: paths.directory },
  { label: t.mainMenu.interestGroup, to: paths.interestGroup },
  { label: t.mainMenu.discount, to: paths.discount },
  { label: t.mainMenu.rewards, to: paths.rewards, signedInOnly: true },
  { label: sectionTitles.shoppingHistory, to: paths.shoppingHistory, signedInOnly: true },
  { label: t.mainMenu.caringCommunity, to: paths.caringCommunity },
  { label: t.account.logout, to: paths.logout, signedInOnly: true },
];

export function visibleMenuItems(signedIn: boolean): readonly MainMenuItem[] {
  return mainMenuItems.filter((item) => signedIn || !item.signedInOnly);
}
