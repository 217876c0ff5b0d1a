import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTimeIn } from '@domain/dates';
import type { Talk } from '@/features/talks/api';
import { TalkViewer } from '@/features/talks/components/talk-viewer';
import { talkMessages as m } from '@/features/talks/messages';
import {
  prideTalksMachine,
  type OpenedTalk,
  type PrideTalksEvent,
  type PrideTalksInput,
  type TalkData,
} from '../../machines/pride-talks.machine';
import { createGate } from './support/gate';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel } from './support/model-suite';

const talk: TalkData = {
  auditoriumId: 7,
  title: 'Liderazgo incluyente para equipos híbridos',
  conferenceDate: '2026-11-10T18:00:00.000Z',
  endDate: '2026-11-10T20:00:00.000Z',
  conferenceUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
};
const at = {
  live: Date.parse('2026-11-10T19:00:00.000Z'),
  recorded: Date.parse('2026-11-11T10:00:00.000Z'),
  upcoming: Date.parse('2026-11-09T10:00:00.000Z'),
};

type ModelEvent =
  | PrideTalksEvent
  | { type: 'xstate.done.actor.loadRequestedTalk'; output: OpenedTalk }
  | { type: 'xstate.error.actor.loadRequestedTalk'; error: Error };

const { paths, coverage } = modelPaths<ModelEvent, PrideTalksInput>(prideTalksMachine, {
  inputs: [{ requestedId: null }, { requestedId: 7 }],
  events: [
    { type: 'talk.open', talk, at: at.live },
    { type: 'talk.open', talk, at: at.recorded },
    { type: 'talk.open', talk, at: at.upcoming },
    { type: 'modal.closed' },
    { type: 'xstate.done.actor.loadRequestedTalk', output: { talk, at: at.live } },
    { type: 'xstate.done.actor.loadRequestedTalk', output: { talk, at: at.upcoming } },
    { type: 'xstate.error.actor.loadRequestedTalk', error: new Error('El evento no existe') },
  ],
});

const asTalk: Talk = { eventId: talk.auditoriumId, data: talk, files: [{ path: '/files/home/talk.webp' }] };
const openButton = `Abrir ${talk.title}`;

function expectState(state: ModelStep<ModelEvent>['state']) {
  const dialog = screen.queryByRole('dialog');
  if (state.matches('browsing') || state.matches('opening')) return expect(dialog).toBeNull();
  expect(dialog).not.toBeNull();
  const inDialog = within(dialog as HTMLElement);
  if (state.matches('missing')) return expect(inDialog.getByText(m.modal.missing)).toBeVisible();
  expect(inDialog.getByText(talk.title)).toBeVisible();
  if (state.matches('upcoming')) {
    expect(inDialog.queryByTitle(m.modal.video(talk.title))).toBeNull();
    return expect(inDialog.getByText(m.modal.startsAt(formatDateTimeIn(talk.conferenceDate)))).toBeVisible();
  }
  expect(inDialog.getByTitle(m.modal.video(talk.title))).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  );
  if (state.matches({ watching: 'live' })) expect(inDialog.getByText(m.modal.liveNow)).toBeVisible();
  else expect(inDialog.queryByText(m.modal.liveNow)).toBeNull();
}

describe('Pride Talks viewer flow (model-based, rendered)', () => {
  itCoversTheModel('pride-talks', coverage);
  afterEach(() => vi.useRealTimers());

  it.each(paths.map((path) => [`${JSON.stringify(path.input)} ${path.description}`, path] as const))(
    '%s',
    async (_, path) => {
      const loadTalk = createGate<number, OpenedTalk>();
      const recordView = vi.fn();
      const user = userEvent.setup();
      render(
        <MantineProvider env="test">
          <TalkViewer requestedId={path.input.requestedId} services={{ loadTalk: loadTalk.call, recordView }}>
            {(open) => (
              <button type="button" onClick={() => open(asTalk)}>
                {openButton}
              </button>
            )}
          </TalkViewer>
        </MantineProvider>,
      );
      expectState(path.start);
      if (path.start.matches('opening')) expect(loadTalk.input).toBe(7);
      let views = 0;
      for (const step of path.steps) {
        const event = step.event;
        if (event.type === 'talk.open') {
          vi.useFakeTimers({ toFake: ['Date'] });
          vi.setSystemTime(event.at);
          await user.click(screen.getByRole('button', { name: openButton }));
          vi.useRealTimers();
        } else if (event.type === 'modal.closed') {
          await user.click(screen.getByRole('button', { name: m.modal.close }));
        } else if (event.type === 'xstate.done.actor.loadRequestedTalk') await loadTalk.resolve(event.output);
        else await act(() => loadTalk.reject(event.error));
        if (step.state.matches('watching') && !step.state.matches('browsing')) {
          views += event.type === 'modal.closed' ? 0 : 1;
        }
        expectState(step.state);
      }
      expect(recordView).toHaveBeenCalledTimes(views);
      if (views > 0) expect(recordView).toHaveBeenLastCalledWith(talk.auditoriumId);
    },
  );
});
