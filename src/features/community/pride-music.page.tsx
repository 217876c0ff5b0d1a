import { SectionPage } from './components/section-page';

/** /pride-music: Pride Music cards with infinite scroll (spec 001 §2); visitors preview 6. */
export default function PrideMusicPage() {
  return <SectionPage kind="music" />;
}
