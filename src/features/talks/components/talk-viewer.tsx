import type { ReactNode } from 'react';
import type { Talk } from '../api';
import { usePrideTalks, type TalkServices } from '../flows/pride-talks.impl';
import { TalkModal, type TalkModalView } from './talk-modal';

export interface TalkViewerProps {
  requestedId: number | null;
  services: TalkServices;
  /** The page's lists; `open` hands a clicked talk to the statechart. */
  children(open: (talk: Talk) => void): ReactNode;
}

/** Runs the Pride Talks statechart: the lists open talks, the modal shows what the state says. */
export function TalkViewer({ requestedId, services, children }: TalkViewerProps) {
  const [state, send] = usePrideTalks(requestedId, services);
  const open = (talk: Talk) => send({ type: 'talk.open', talk: talk.data, at: Date.now() });
  const view: TalkModalView | null = state.matches({ watching: 'live' })
    ? 'live'
    : state.matches({ watching: 'recorded' })
      ? 'recorded'
      : state.matches('upcoming')
        ? 'upcoming'
        : state.matches('missing')
          ? 'missing'
          : null;
  return (
    <>
      {children(open)}
      {view ? (
        <TalkModal view={view} opened={state.context.opened} onClose={() => send({ type: 'modal.closed' })} />
      ) : null}
    </>
  );
}
