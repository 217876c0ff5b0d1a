import type { HelpContactPayload } from '../../../machines/help-contact.machine';
import { servicesContext } from '@/shared/services-context';
import { helpCalls } from './api';

/** What the help form calls; tests pass fakes, the app the gateway. */
interface HelpServices {
  sendHelpContact(payload: HelpContactPayload): Promise<void>;
}

const context = servicesContext<HelpServices>(helpCalls);
export const HelpServicesProvider = context.Provider;
export const useHelpServices = context.useServices;
