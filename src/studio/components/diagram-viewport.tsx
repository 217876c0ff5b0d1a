import { Button, Group, Text } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  ChartSvg,
  fitView,
  hidesPart,
  pickLayout,
  zoomAt,
  type ChartLayout,
  type Size,
  type View,
} from '@/shared/chart';
import { studioMessages } from '../messages';

interface DiagramViewportProps {
  /** The chart laid out in each direction: the one drawn largest in this viewport is shown. */
  layouts: [ChartLayout, ChartLayout];
  machineId: string;
  title: string;
  activeIds: ReadonlySet<string>;
  liveIds: ReadonlySet<string>;
}

const unscaled: View = { scale: 1, x: 0, y: 0 };

const m = studioMessages.diagram;

/** The diagram with zoom and pan: buttons, mouse wheel, dragging, and the keyboard when focused. */
export function DiagramViewport({ layouts, machineId, title, activeIds, liveIds }: DiagramViewportProps) {
  const { ref: sizeRef, width, height } = useElementSize<HTMLDivElement>();
  const box = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(sizeRef, box);
  const measured = width > 0 && height > 0;
  const size: Size = { width, height };
  const layout = pickLayout(layouts, size);
  // The first view always shows the whole chart: people zoom in from there, nothing starts cut off.
  const first = () => (measured ? fitView(layout, size) : unscaled);
  // The view belongs to one layout in one viewport size; a change of either starts over.
  const key = `${layout.direction} ${width}x${height}`;
  const [stored, setStored] = useState<{ key: string; view: View } | undefined>(undefined);
  const view = stored?.key === key ? stored.view : first();
  const setView = (change: (v: View) => View) => setStored({ key, view: change(view) });
  const centre = { x: width / 2, y: height / 2 };
  const zoom = (factor: number) => setView((v) => zoomAt(v, factor, centre));
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  const fit = () => setView(() => (measured ? fitView(layout, size) : unscaled));
  const drag = useRef<{ x: number; y: number } | undefined>(undefined);

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  const wheel = useRef<(event: WheelEvent) => void>(() => undefined);
  wheel.current = (event) => {
    event.preventDefault();
    const bounds = box.current?.getBoundingClientRect();
    const at = { x: event.clientX - (bounds?.left ?? 0), y: event.clientY - (bounds?.top ?? 0) };
    setView((v) => zoomAt(v, event.deltaY < 0 ? 1.1 : 1 / 1.1, at));
  };
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => wheel.current(event);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => pan(40, 0),
      ArrowRight: () => pan(-40, 0),
      ArrowUp: () => pan(0, 40),
      ArrowDown: () => pan(0, -40),
      '+': () => zoom(1.2),
      '=': () => zoom(1.2),
      '-': () => zoom(1 / 1.2),
      '0': fit,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    pan(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const partial = measured && hidesPart(view, layout, size);

  return (
    <div>
      <Group gap="xs" mb="xs">
        <Button variant="default" size="xs" onClick={() => zoom(1.2)}>
          {m.zoomIn}
        </Button>
        <Button variant="default" size="xs" onClick={() => zoom(1 / 1.2)}>
          {m.zoomOut}
        </Button>
        <Button variant="default" size="xs" onClick={fit}>
          {m.fit}
        </Button>
        <Text size="xs" aria-label={m.scaleLabel}>
          {m.scale(Math.round(view.scale * 100))}
        </Text>
      </Group>
      {partial && (
        <Text size="xs" mb={4}>
          {m.partial}
        </Text>
      )}
      <div
        ref={ref}
        tabIndex={0}
        role="group"
        aria-label={m.viewport(title)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = undefined)}
        style={{
          height: 'min(70vh, 800px)',
          minHeight: 320,
          border: '1px solid #868e96',
          borderRadius: 8,
          background: '#ffffff',
          overflow: 'hidden',
          cursor: 'grab',
          touchAction: 'none',
        }}
        className="studio-diagram"
      >
        <ChartSvg
          layout={layout}
          idPrefix={`studio-${machineId}`}
          title={m.chartTitle(title)}
          activeIds={activeIds}
          liveIds={liveIds}
          svgProps={{
            width: '100%',
            height: '100%',
            viewBox: measured ? `0 0 ${width} ${height}` : `0 0 ${layout.width} ${layout.height}`,
            'data-direction': layout.direction,
          }}
          wrap={(drawing) => (
            <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>{drawing}</g>
          )}
        />
      </div>
    </div>
  );
}
