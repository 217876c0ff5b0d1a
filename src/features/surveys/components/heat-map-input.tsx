import { Box, Button, Group, Image, List, Stack, Text } from '@mantine/core';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { HeatPoint } from '@domain/survey-path';
import { MAX_POINTS, surveyMessages as m } from '../messages';
import type { InputProps } from './choice-inputs';

const STEP = 0.05;
const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;
const percent = (n: number) => Math.round(n * 100);

/**
 * Heat map (type 6): the person marks up to 5 points on the question's image; each point is kept as fractions
 * of the image's width and height. Keyboard: arrows move a crosshair, Enter or Space marks it.
 */
export function HeatMapInput({ question, draft, onChange, error }: InputProps) {
  const image = question.answers.find((o) => o.active && o.isImage)?.answer ?? '';
  const [cursor, setCursor] = useState<HeatPoint>({ x: 0.5, y: 0.5 });
  const add = (point: HeatPoint) => {
    if (draft.points.length >= MAX_POINTS) return;
    onChange({ ...draft, points: [...draft.points, { x: round(point.x), y: round(point.y) }] });
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    add({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((c) => ({ x: round(c.x + move[0]), y: round(c.y + move[1]) }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      add(cursor);
    }
  };
  const dot = (p: HeatPoint, color: string, key: string) => (
    <Box
      key={key}
      aria-hidden="true"
      pos="absolute"
      style={{
        left: `${p.x * 100}%`,
        top: `${p.y * 100}%`,
        width: 18,
        height: 18,
        transform: 'translate(-50%, -50%)',
        borderRadius: '50%',
        background: color,
        border: '2px solid #fff',
        pointerEvents: 'none',
      }}
    />
  );
  return (
    <Stack>
      <Text fw={600}>{question.question}</Text>
      <Text size="sm" id="heat-map-help">
        {m.heatMapHelp}
      </Text>
      <Box
        pos="relative"
        role="application"
        tabIndex={0}
        aria-label={m.heatMapArea}
        aria-describedby="heat-map-help"
        onClick={onClick}
        onKeyDown={onKey}
        style={{ cursor: 'crosshair', outlineOffset: 2 }}
      >
        <Image src={image} alt="" />
        {draft.points.map((p, i) => dot(p, 'rgba(194, 24, 91, 0.85)', `p${i}`))}
        {dot(cursor, 'rgba(111, 45, 189, 0.5)', 'cursor')}
      </Box>
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <List aria-live="polite">
        {draft.points.map((p, i) => (
          <List.Item key={`${p.x}-${p.y}-${i}`}>
            <Group gap="xs">
              <Text size="sm">{m.point(i + 1, percent(p.x), percent(p.y))}</Text>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => onChange({ ...draft, points: draft.points.filter((_, j) => j !== i) })}
              >
                {m.removePoint(i + 1)}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
