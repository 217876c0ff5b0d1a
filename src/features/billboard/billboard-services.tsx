import { servicesContext } from '@/shared/services-context';
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

const context = servicesContext<BillboardServices>(gatewayServices);
export const BillboardServicesProvider = context.Provider;
export const useBillboardServices = context.useServices;
