import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useRef } from 'react';
import type { components } from '@openapi/schema';
import { CarouselFrame, CarouselSlide } from './carousel-parts';
import classes from './carousel.module.css';
import { useAutoplay } from './use-autoplay';
import { useNearScreen } from '@/shared/ui/use-near-screen';

type HolidayItem = components['schemas']['HolidayItem'];

export interface HolidaySliderProps {
  label: string;
  items: readonly HolidayItem[];
  /** Autoplay delay and transition speed of spec 000 §9 (speed as embla's duration unit, decision 0163). */
  delay: number;
  duration: number;
  fade?: boolean;
  /** Intrinsic size of the images, so the page keeps its place while they load. */
  width: number;
  height: number;
  /** The first image is the page's largest: fetched first and never lazily. */
  priority?: boolean;
  onOpen?(item: HolidayItem): void;
}

/** Published notices as an autoplaying carousel (embla) with a pause control; each links where its notice says. */
export function HolidaySlider(props: HolidaySliderProps) {
  const { label, items, delay, duration, fade = false, width, height, priority = false, onOpen } = props;
  const [ref, api] = useEmblaCarousel({ loop: true, duration }, fade ? [Fade()] : []);
  const autoplay = useAutoplay(api, delay);
  const place = useRef<HTMLElement>(null);
  const started = useNearScreen(place);
  // Until embla runs (once painted and near the screen) the controls do nothing.
  const waiting = api ? undefined : true;
  return (
    <CarouselFrame
      label={label}
      sectionRef={place}
      viewportRef={started ? ref : undefined}
      autoplay={autoplay}
      waiting={waiting}
      controls={items.length > 1}
      onPrevious={() => api?.scrollPrev()}
      onNext={() => api?.scrollNext()}
    >
      {items.map((item, index) => {
        const image = (
          <img
            className={classes.image}
            src={item.imagePath}
            alt={item.description}
            width={width}
            height={height}
            loading={priority && index === 0 ? 'eager' : 'lazy'}
            fetchPriority={priority && index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        );
        return (
          <CarouselSlide key={item.companyHolidayId} index={index} count={items.length}>
            {item.link ? (
              <a href={item.link} onClick={() => onOpen?.(item)}>
                {image}
              </a>
            ) : (
              image
            )}
          </CarouselSlide>
        );
      })}
    </CarouselFrame>
  );
}
