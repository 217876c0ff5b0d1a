import { lazy, Suspense, useEffect, useRef, useState } from 'react';

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
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = place.current;
    if (near || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
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
