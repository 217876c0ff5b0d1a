import { VISITOR_COMPANY_ID } from '@/shared/config/visitor-company';
import { readSession } from './session-store';

/** The `cid` claim of an access token, unverified: the gateway verifies, the portal only reads. */
function companyClaim(token: string): unknown {
  const payload = token.split('.')[1] ?? '';
  // Reading one claim needs no JWT library on the first route (its budget): base64url, then JSON.
  const claims: unknown = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
  return typeof claims === 'object' && claims !== null ? Reflect.get(claims, 'cid') : undefined;
}

/**
 * The company id the spec's calls carry in paths, queries and bodies: the signed-in person's, read from the
 * claims of their access token, or the visitor's (docs/decisions/0297-calls-name-the-callers-company.md). The
 * gateway never trusts it (it works on the session's company), but a call should name the company it is about,
 * and a cache key should tell companies apart.
 */
export function callerCompanyId(): number {
  const token = readSession()?.token;
  if (!token) return VISITOR_COMPANY_ID;
  try {
    const cid = companyClaim(token);
    return typeof cid === 'number' && Number.isInteger(cid) && cid > 0 ? cid : VISITOR_COMPANY_ID;
  } catch {
    return VISITOR_COMPANY_ID;
  }
}
