import { Section } from './api';
import { SectionPage } from './components/section-page';
import { communityMessages as m } from './messages';

/** Spec 001 §7, §9: interest groups page by the last id, 9 at a time, the first id 0. */
const PAGE_SIZE = 9;

/** /interest-group: interest group cards (spec 001 §2). */
export default function InterestGroupPage() {
  return (
    <SectionPage
      title={m.groups.title}
      intro={m.groups.intro}
      section={Section.interestGroups}
      pageSize={PAGE_SIZE}
    />
  );
}
