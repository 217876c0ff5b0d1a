import { ActionIcon } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { carouselMessages as m } from './carousel-messages';
import classes from './carousel.module.css';
import type { Autoplay } from './use-autoplay';

/** One slide, named by its place among the others; a slide out of view is hidden and inert when told so. */
export function CarouselSlide({
  index,
  count,
  hidden,
  children,
}: {
  index: number;
  count: number;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.slide}
      role="group"
      aria-roledescription="diapositiva"
      aria-label={m.slide(index + 1, count)}
      aria-hidden={hidden}
      inert={hidden}
    >
      {children}
    </div>
  );
}

interface CarouselFrameProps {
  label: string;
  /** The section, for whoever watches where it is. */
  sectionRef?: Ref<HTMLElement>;
  /** Embla's viewport. */
  viewportRef?: Ref<HTMLDivElement>;
  autoplay: Autoplay;
  /** Marks the controls as doing nothing yet. */
  waiting?: boolean;
  /** Whether there is more than one slide, so the controls show. */
  controls: boolean;
  onPrevious(): void;
  onNext(): void;
  children: ReactNode;
}

/** The carousel's section, its viewport over the slides, and previous, pause or play and next below. */
export function CarouselFrame(props: CarouselFrameProps) {
  const { label, sectionRef, viewportRef, autoplay, waiting, controls, onPrevious, onNext, children } = props;
  return (
    <section ref={sectionRef} aria-roledescription="carrusel" aria-label={label} {...autoplay.holdOnHover}>
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container}>{children}</div>
      </div>
      {controls ? (
        <div className={classes.controls}>
          <ActionIcon variant="default" aria-label={m.previous} aria-disabled={waiting} onClick={onPrevious}>
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
          <ActionIcon variant="default" aria-label={m.next} aria-disabled={waiting} onClick={onNext}>
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </div>
      ) : null}
    </section>
  );
}
