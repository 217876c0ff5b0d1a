import { lazy, Suspense } from 'react';
import type { components } from '@openapi/schema';
import classes from './home.module.css';

type HolidayItem = components['schemas']['HolidayItem'];

// The carousel (embla) arrives after the first paint; until then the first banner stands as a plain image.
const HolidaySlider = lazy(() =>
  import('@/shared/carousel/holiday-slider').then((m) => ({ default: m.HolidaySlider })),
);

export interface BannerAreaProps {
  label: string;
  items: readonly HolidayItem[];
  delay: number;
  duration: number;
  fade?: boolean;
  width: number;
  height: number;
  priority?: boolean;
  onOpen(item: HolidayItem): void;
}

/** A sized first image at once (the page's largest, fetched first), then the autoplaying carousel. */
export function BannerArea(props: BannerAreaProps) {
  const [first] = props.items;
  if (!first) return null;
  const still = (
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
  return (
    <Suspense fallback={still}>
      <HolidaySlider {...props} />
    </Suspense>
  );
}
