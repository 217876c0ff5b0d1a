import { lazy, Suspense } from 'react';
import type { components } from '@openapi/schema';
import type { HolidaySliderProps } from '@/shared/carousel/holiday-slider';
import classes from './home.module.css';

type HolidayItem = components['schemas']['HolidayItem'];

// The carousel (embla) arrives after the first paint; until then the first banner stands as a plain image.
const HolidaySlider = lazy(() =>
  import('@/shared/carousel/holiday-slider').then((m) => ({ default: m.HolidaySlider })),
);

export interface BannerAreaProps extends HolidaySliderProps {
  /** The banners are still on their way: their room is kept so nothing below jumps when they arrive. */
  pending?: boolean;
  onOpen(item: HolidayItem): void;
}

/** A sized first image at once (the page's largest, fetched first), then the autoplaying carousel. */
export function BannerArea(props: BannerAreaProps) {
  const [first] = props.items;
  if (props.pending) {
    const aspectRatio = `${props.width} / ${props.height}`;
    return (
      <div className={classes.controlsRoom} aria-hidden="true">
        <div className={classes.placeholder} style={{ aspectRatio }} />
      </div>
    );
  }
  if (!first) return null;
  const image = (
    <img
      className={classes.still}
      src={first.imagePath}
      alt={first.description}
      width={props.width}
      height={props.height}
      loading={props.priority ? 'eager' : 'lazy'}
      fetchPriority={props.priority ? 'high' : 'auto'}
    />
  );
  // Room for the carousel's controls below the image, so they do not push the page down when they arrive.
  const still = props.items.length > 1 ? <div className={classes.controlsRoom}>{image}</div> : image;
  return (
    <Suspense fallback={still}>
      <HolidaySlider {...props} />
    </Suspense>
  );
}
