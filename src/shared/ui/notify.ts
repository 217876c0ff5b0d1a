import { notifications } from '@mantine/notifications';
import { uiMessages } from './messages';

const close = { 'aria-label': uiMessages.close };

export const notifyOk = (message: string, autoClose = 4000) =>
  notifications.show({ message, color: 'green', autoClose, closeButtonProps: close });

/** A failure told in one message, with no title. */
export const notifyError = (message: string, autoClose = 4000) =>
  notifications.show({ message, color: 'red', autoClose, closeButtonProps: close });

/** A failure: the dialog text of spec 002 §8 as title, and what the server said. */
export const notifyFailed = (title: string, error: unknown) =>
  notifications.show({
    title,
    message: error instanceof Error ? error.message : String(error),
    color: 'red',
    closeButtonProps: close,
  });
