import { servicesContext } from '@/shared/services-context';
import { gatewaySurveyServices, type SurveyServices } from './api';

const context = servicesContext<SurveyServices>(gatewaySurveyServices);

/** Tests pass fakes here; the app uses the gateway without a provider. */
export const SurveyServicesProvider = context.Provider;
export const useSurveyServices = context.useServices;
