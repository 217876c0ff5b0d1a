import { ApiError } from './api-error';
import { readSession } from './session-store';

/** Adds the bearer token and turns a network failure into the spec's Spanish message. */
export async function sessionFetch(request: Request): Promise<Response> {
  const session = readSession();
  if (session && !request.headers.has('Authorization')) {
    request.headers.set('Authorization', `Bearer ${session.token}`);
  }
  try {
    return await fetch(request);
  } catch {
    throw ApiError.network();
  }
}
