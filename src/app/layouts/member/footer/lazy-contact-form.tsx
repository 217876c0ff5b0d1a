import { lazy, Suspense, useRef } from 'react';
import { useNearScreen } from '@/shared/ui/use-near-screen';

const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

/** Room the form takes, so the footer does not jump when it arrives. */
const FORM_HEIGHT = 360;

/**
 * The footer's contact form loads when the footer nears the screen: it is below the
 * fold of every page, so the first paint never waits for it.
 */
export function LazyContactForm() {
  const place = useRef<HTMLDivElement>(null);
  // Decided after mount, so a prerendered page and its first render agree.
  const near = useNearScreen(place, '400px');
  return (
    <div ref={place} style={{ minHeight: near ? undefined : FORM_HEIGHT }}>
      {near ? (
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      ) : null}
    </div>
  );
}
