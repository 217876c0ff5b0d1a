import { useLayoutEffect, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { StoredSession } from '@domain/session';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { readSession } from '@/api/session-store';
import type { SessionEvent } from '../../../machines/session.types';
import { provideSessionMachine, type SessionEffects } from './session.impl';

/** What the running machine tells the provider: its view of the session and how to send it events. */
export interface MachineSession {
  signedIn: boolean;
  session: StoredSession | null;
  send(event: SessionEvent): void;
}

interface SessionMachineHostProps {
  effects: RefObject<SessionEffects>;
  onChange(machine: MachineSession | null): void;
}

/** Runs the session statechart beside the provider's children and reports every change of its session. */
export function SessionMachineHost({ effects, onChange }: SessionMachineHostProps) {
  // The actor is created once; the ref lets its actions use the latest callbacks.
  const [machine] = useState(() =>
    provideSessionMachine({
      refresh: (token) => effects.current.refresh(token),
      endSession: (refreshToken) => effects.current.endSession(refreshToken),
      navigate: (to) => effects.current.navigate(to),
      reload: () => effects.current.reload(),
    }),
  );
  const actor = useActorRef(machine, { input: { session: readSession() }, inspect: devInspector });
  const signedIn = useSelector(actor, (snapshot) => snapshot.matches('signedIn'));
  const session = useSelector(actor, (snapshot) => snapshot.context.session);
  useLayoutEffect(() => {
    onChange({ signedIn, session, send: (event) => actor.send(event) });
  }, [actor, onChange, signedIn, session]);
  useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
}
