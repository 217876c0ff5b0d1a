import createClient from 'openapi-fetch';
import type { paths } from '@openapi/schema';
import { sessionFetch } from './session-fetch';

/** The one gateway client. Paths and payloads are typed from openapi/gateway.yaml. */
export const api = createClient<paths>({ baseUrl: '/api', fetch: sessionFetch });
