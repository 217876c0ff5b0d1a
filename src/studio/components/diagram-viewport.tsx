import { Button, Group } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChartSvg } from '../chart/chart-svg';
import type { ChartLayout } from '../chart/layout';

interface View {
  scale: number;
  x: number;
  y: number;
}

const fit: View = { scale: 1, x: 0, y: 0 };
const clampScale = (scale: number) => Math.min(4, Math.max(0.25, scale));

interface DiagramViewportProps {
  layout: ChartLayout;
  machineId: string;
  title: string;
  activeIds: ReadonlySet<string>;
  liveIds: ReadonlySet<string>;
}

/** The diagram with zoom and pan: buttons, mouse wheel, dragging, and the keyboard when focused. */
export function DiagramViewport({ layout, machineId, title, activeIds, liveIds }: DiagramViewportProps) {
  const [view, setView] = useState<View>(fit);
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | undefined>(undefined);
  const zoom = (factor: number) => setView((v) => ({ ...v, scale: clampScale(v.scale * factor) }));
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((v) => ({ ...v, scale: clampScale(v.scale * (event.deltaY < 0 ? 1.1 : 1 / 1.1)) }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const step = 40 / view.scale;
  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => pan(step, 0),
      ArrowRight: () => pan(-step, 0),
      ArrowUp: () => pan(0, step),
      ArrowDown: () => pan(0, -step),
      '+': () => zoom(1.2),
      '=': () => zoom(1.2),
      '-': () => zoom(1 / 1.2),
      '0': () => setView(fit),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const unitsPerPixel = () => layout.width / Math.max(1, box.current?.clientWidth ?? layout.width);
  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    const factor = unitsPerPixel() / view.scale;
    pan((event.clientX - drag.current.x) * factor, (event.clientY - drag.current.y) * factor);
    drag.current = { x: event.clientX, y: event.clientY };
  };

  return (
    <div>
      <Group gap="xs" mb="xs">
        <Button variant="default" size="xs" onClick={() => zoom(1.2)}>
          Acercar
        </Button>
        <Button variant="default" size="xs" onClick={() => zoom(1 / 1.2)}>
          Alejar
        </Button>
        <Button variant="default" size="xs" onClick={() => setView(fit)}>
          Ajustar a la vista
        </Button>
      </Group>
      <div
        ref={box}
        tabIndex={0}
        role="group"
        aria-label={`Diagrama de ${title}. Flechas para desplazar, + y − para acercar o alejar, 0 para ajustar.`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = undefined)}
        style={{
          height: 'min(60vh, 520px)',
          border: '1px solid #868e96',
          borderRadius: 8,
          overflow: 'hidden',
          cursor: 'grab',
          touchAction: 'none',
        }}
        className="studio-diagram"
      >
        <ChartSvg
          layout={layout}
          idPrefix={`studio-${machineId}`}
          title={`Diagrama de estados: ${title}`}
          activeIds={activeIds}
          liveIds={liveIds}
          svgProps={{ width: '100%', height: '100%', preserveAspectRatio: 'xMidYMid meet' }}
          wrap={(drawing) => (
            <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>{drawing}</g>
          )}
        />
      </div>
    </div>
  );
}
