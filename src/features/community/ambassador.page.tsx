import { SectionPage } from './components/section-page';

/** /ambassador: the regional representatives' cards (spec 001 §2), published by HR as generic items. */
export default function AmbassadorPage() {
  return <SectionPage kind="ambassadors" />;
}
