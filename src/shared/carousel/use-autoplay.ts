import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Advances a carousel every `delay` ms while playing. Starts paused for people who ask for reduced motion;
 * `playing` and `toggle` drive the visible pause control (WCAG 2.2.2), and hovering or focusing the carousel
 * holds it: spread `holdOnHover` on the carousel's element.
 */
export function useAutoplay(api: EmblaCarouselType | undefined, delay: number) {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!api || !playing || held) return undefined;
    const timer = window.setInterval(() => api.scrollNext(), delay);
    return () => window.clearInterval(timer);
  }, [api, delay, playing, held]);
  const holdOnHover = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: () => setHeld(false),
  };
  return { playing, toggle: () => setPlaying((p) => !p), holdOnHover };
}
