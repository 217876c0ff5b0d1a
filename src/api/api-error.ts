import { NETWORK_FAILURE } from '@domain/session';
import { messages } from './messages';

/** A failed call: the envelope's code and Spanish message, or the network failure. */
export class ApiError extends Error {
  constructor(
    readonly responseCode: string,
    readonly responseMessage: string,
    readonly status?: number,
  ) {
    super(responseMessage);
    this.name = 'ApiError';
  }

  static network(): ApiError {
    return new ApiError(NETWORK_FAILURE, messages.networkFailure);
  }
}

/** responseCode of the gateway's refusal for too many attempts or messages (docs/decisions/0063, 0212). */
export const TOO_MANY_ATTEMPTS = '29';

/** responseCode used on the client when the gateway could not be reached. */
export { NETWORK_FAILURE };
