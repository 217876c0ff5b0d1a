import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BillboardServicesProvider, type BillboardServices } from '@/features/billboard/billboard-services';
import type { EventDecision } from '../../../machines/event-authorization.machine';
import type { EventRequestPayload } from '../../../machines/event-request.machine';
import { FlowFrame, PageAt } from './flow-frame';
import { createGate } from './gate';

const sectors = [
  { eventSectorId: 1, name: 'Música' },
  { eventSectorId: 8, name: 'Activismo y comunidad' },
];

/** Billboard services whose gateway calls are gates; image sizes come from the file's name ('grande' is too big). */
export function fakeBillboardServices() {
  const gates = {
    createEvent: createGate<EventRequestPayload, void>(),
    decideEvent: createGate<EventDecision, void>(),
  };
  const services: BillboardServices = {
    createEvent: gates.createEvent.call,
    decideEvent: gates.decideEvent.call,
    readImageSize: async (file) =>
      file.name.includes('grande') ? { width: 1300, height: 800 } : { width: 1200, height: 700 },
    loadSectors: async () => sectors,
  };
  return { gates, services };
}

export { routeShown } from './flow-frame';

export function renderBillboard(
  ui: ReactNode,
  services: BillboardServices,
  route = '/course-view/new-event',
) {
  return render(
    <FlowFrame route={route} notifications>
      <BillboardServicesProvider services={services}>
        <PageAt pattern={route} page={ui} />
      </BillboardServicesProvider>
    </FlowFrame>,
  );
}
