import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { devInspector } from '@/shared/inspection/dev-inspector';
import { notifyOk } from '@/shared/ui';
import { chatDockMachine } from '../../../../machines/chat-dock.machine';
import type { ChatServices } from '../chat-services';
import { chatMessages } from '../messages';

/** The chat dock's statechart with the gateway (or a test's fakes) behind its actors; `refresh` reloads lists. */
export function useChatDockFlow(isHr: boolean, services: ChatServices, refresh: () => void) {
  const [machine] = useState(() =>
    chatDockMachine.provide({
      actors: {
        openConversation: fromPromise(({ input }) => services.openConversation(input)),
        sendMessage: fromPromise(({ input }) => services.send(input)),
        setBlocked: fromPromise(({ input }) => services.setBlocked(input)),
        createGroup: fromPromise(({ input }) => services.createGroup(input)),
      },
      actions: { refresh: () => refresh(), announceGroup: () => notifyOk(chatMessages.group.created) },
    }),
  );
  return useMachine(machine, { input: { isHr }, inspect: devInspector });
}
