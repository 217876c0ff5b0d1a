import { useReducedMotion } from '@mantine/hooks';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type ReactNode } from 'react';
import { CarouselFrame, CarouselSlide } from '@/shared/carousel/carousel-parts';
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
    <CarouselFrame
      label={label}
      viewportRef={ref}
      autoplay={autoplay}
      controls={items.length > 1}
      onPrevious={() => api?.scrollPrev(reduced)}
      onNext={() => api?.scrollNext(reduced)}
    >
      {items.map((item, index) => (
        <CarouselSlide
          key={item.rewardProductFilterId}
          index={index}
          count={items.length}
          hidden={index !== selected}
        >
          {children(item)}
        </CarouselSlide>
      ))}
    </CarouselFrame>
  );
}
