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

/** responseCode used on the client when the gateway could not be reached. */
export const NETWORK_FAILURE = 'NETWORK';
