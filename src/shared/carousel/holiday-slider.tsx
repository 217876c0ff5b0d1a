import { ActionIcon } from '@mantine/core';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useRef } from 'react';
import type { components } from '@openapi/schema';
import { carouselMessages as m } from './carousel-messages';
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
    <section ref={place} aria-roledescription="carrusel" aria-label={label} {...autoplay.holdOnHover}>
      <div className={classes.viewport} ref={started ? ref : undefined}>
        <div className={classes.container}>
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
              <div
                className={classes.slide}
                key={item.companyHolidayId}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={m.slide(index + 1, items.length)}
              >
                {item.link ? (
                  <a href={item.link} onClick={() => onOpen?.(item)}>
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {items.length > 1 ? (
        <div className={classes.controls}>
          <ActionIcon
            variant="default"
            aria-label={m.previous}
            aria-disabled={waiting}
            onClick={() => api?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={autoplay.playing ? m.pause : m.play}
            aria-pressed={!autoplay.playing}
            aria-disabled={waiting}
            onClick={autoplay.toggle}
          >
            <span aria-hidden="true">{autoplay.playing ? '❚❚' : '▶'}</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={m.next}
            aria-disabled={waiting}
            onClick={() => api?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </div>
      ) : null}
    </section>
  );
}
