import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type ReactNode } from 'react';
import { carouselMessages as c } from '@/shared/carousel/carousel-messages';
import classes from '@/shared/carousel/carousel.module.css';
import { useAutoplay } from '@/shared/carousel/use-autoplay';
import type { RewardItem } from '../api';

/** Embla measures speed in its own unit, 40 for 1000 ms (decision 0163). */
const MS_PER_EMBLA_UNIT = 25;
const ADVANCE_MS = 4000;

interface RewardsCarouselProps {
  label: string;
  items: readonly RewardItem[];
  /** The slide's transition time in ms (spec 000 §9, decision 0146). */
  speed: number;
  startIndex?: number;
  children(item: RewardItem): ReactNode;
}

/**
 * Rewards one at a time (embla), advancing every 4 s with a pause control (WCAG 2.2.2); hover or focus holds
 * it, reduced motion starts it paused and jumps. Slides out of view are inert, so Tab stays on the one shown.
 */
export function RewardsCarousel({ label, items, speed, startIndex = 0, children }: RewardsCarouselProps) {
  const reduced = useReducedMotion();
  const [ref, api] = useEmblaCarousel({ loop: true, startIndex, duration: speed / MS_PER_EMBLA_UNIT });
  const autoplay = useAutoplay(api, ADVANCE_MS);
  const [selected, setSelected] = useState(startIndex);
  useEffect(() => {
    if (!api) return undefined;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => void api.off('select', onSelect);
  }, [api]);
  return (
    <section aria-roledescription="carrusel" aria-label={label} {...autoplay.holdOnHover}>
      <div className={classes.viewport} ref={ref}>
        <div className={classes.container}>
          {items.map((item, index) => (
            <div
              className={classes.slide}
              key={item.rewardProductFilterId}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={c.slide(index + 1, items.length)}
              aria-hidden={index !== selected}
              inert={index !== selected}
            >
              {children(item)}
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 ? (
        <div className={classes.controls}>
          <ActionIcon variant="default" aria-label={c.previous} onClick={() => api?.scrollPrev(reduced)}>
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={autoplay.playing ? c.pause : c.play}
            aria-pressed={!autoplay.playing}
            onClick={autoplay.toggle}
          >
            <span aria-hidden="true">{autoplay.playing ? '❚❚' : '▶'}</span>
          </ActionIcon>
          <ActionIcon variant="default" aria-label={c.next} onClick={() => api?.scrollNext(reduced)}>
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </div>
      ) : null}
    </section>
  );
}
