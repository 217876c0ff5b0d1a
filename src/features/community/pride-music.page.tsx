import { VISITOR_PREVIEW_MUSIC_ITEMS } from '@/shared/ui';
import { Section } from './api';
import { SectionPage } from './components/section-page';
import { communityMessages as m } from './messages';

/** /pride-music: Pride Music cards with infinite scroll (spec 001 §2); visitors preview 6. */
export default function PrideMusicPage() {
  return (
    <SectionPage
      title={m.music.title}
      intro={m.music.intro}
      section={Section.music}
      pageSize={12}
      preview={VISITOR_PREVIEW_MUSIC_ITEMS}
    />
  );
}
