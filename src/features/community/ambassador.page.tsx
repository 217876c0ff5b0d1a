import { Section } from './api';
import { SectionPage } from './components/section-page';
import { communityMessages as m } from './messages';

/** /ambassador: the regional representatives' cards (spec 001 §2), published by HR as generic items. */
export default function AmbassadorPage() {
  return (
    <SectionPage
      title={m.ambassadors.title}
      intro={m.ambassadors.intro}
      section={Section.ambassadors}
      pageSize={2}
      infinite={false}
    />
  );
}
