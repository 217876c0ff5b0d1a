import { createContext, useContext, type ReactNode } from 'react';
import type { ImageBox } from '@domain/upload-rule';
import { readImageSize } from '@/shared/ui';
import type { EventDecision } from '../../../machines/event-authorization.machine';
import type { EventRequestPayload } from '../../../machines/event-request.machine';
import { billboardCalls, type EventSector } from './api';

/** What the billboard's flows call; tests pass fakes, the app the gateway. */
export interface BillboardServices {
  createEvent(payload: EventRequestPayload): Promise<void>;
  decideEvent(decision: EventDecision): Promise<void>;
  readImageSize(file: File): Promise<ImageBox>;
  loadSectors(): Promise<EventSector[]>;
}

const gatewayServices: BillboardServices = {
  createEvent: billboardCalls.createEvent,
  decideEvent: billboardCalls.decideEvent,
  readImageSize,
  loadSectors: billboardCalls.sectors,
};

const BillboardServicesContext = createContext<BillboardServices>(gatewayServices);

export function BillboardServicesProvider({
  services,
  children,
}: {
  services: BillboardServices;
  children: ReactNode;
}) {
  return <BillboardServicesContext.Provider value={services}>{children}</BillboardServicesContext.Provider>;
}

export function useBillboardServices(): BillboardServices {
  return useContext(BillboardServicesContext);
}
