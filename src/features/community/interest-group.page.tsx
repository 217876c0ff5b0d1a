import { SectionPage } from './components/section-page';

/** /interest-group: interest group cards (spec 001 §2), 9 at a time. */
export default function InterestGroupPage() {
  return <SectionPage kind="groups" />;
}
