/*
 * What an actor's failure says, for the message a machine keeps in its context. The app's services fail with
 * an Error; the studio's simulation and the QA paths fail with the plain `{ message }` of `meta.samples`.
 */

const messageIn = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : undefined;

const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined);

/** The failure's message, an Error's or a plain object's, or else the failure itself as text. */
export const messageOf = (error: unknown): string => messageIn(error) ?? String(error);

/** For `assign({ failure: failureText })` on an actor's failure: an Error's message, anything else as text. */
export const failureText = ({ event }: { event: object }): string => {
  const error = errorOf(event);
  return error instanceof Error ? error.message : String(error);
};

/** For `assign({ error: failureMessage })` on an actor's failure: its message; null when it says none. */
export const failureMessage = ({ event }: { event: object }): string | null =>
  messageIn(errorOf(event)) || null;
