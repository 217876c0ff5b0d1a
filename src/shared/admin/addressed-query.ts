import type { paths } from '@openapi/schema';
import type { QueryKey } from '@tanstack/react-query';
import { api } from '@/api/client';
import { callerCompanyId } from '@/api/caller-company';
import { readPicked } from '@/api/read-query';

/**
 * Whether the company aims its items of one event type ('Encuesta', 'Auditorio', 'Curso') at chosen people
 * rather than at everyone (decision 0013): the console forms then offer the audience picker.
 */
type EventTypeName =
  paths['/backoffice/CompanyEventType/GetByCompanyAndEventType']['get']['parameters']['query']['eventTypeName'];

export function addressedQuery(feature: QueryKey, eventTypeName: EventTypeName) {
  return readPicked(
    [...feature, 'addressed'],
    () =>
      api.GET('/backoffice/CompanyEventType/GetByCompanyAndEventType', {
        params: { query: { companyId: callerCompanyId(), eventTypeName } },
      }),
    (type) => type?.isAudienceAddressed === true,
  );
}
