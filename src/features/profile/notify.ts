import { notifications } from '@mantine/notifications';
import { profileMessages } from './messages';

const n = profileMessages.notices;
/** Profile messages hide after 4 seconds (spec 000 §8); Mantine's close button has no name of its own. */
const shown = { autoClose: 4000, closeButtonProps: { 'aria-label': profileMessages.close } };

export const notifySaved = (message: string = n.saved) =>
  notifications.show({ message, color: 'green', ...shown });

/** 'Error al actualizar el perfil.' or the server's message, plus 'Vuelve a intentarlo, por favor'. */
export function failureText(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : n.failed;
  return `${message} ${n.retry}`;
}

export const notifyFailed = (error: unknown) =>
  notifications.show({ message: failureText(error), color: 'red', ...shown });
