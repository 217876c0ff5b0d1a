import { notifications } from '@mantine/notifications';
import { adminSurveyMessages as m } from './messages';

/** Question and answer saves show for 1500 ms (spec 002 §9); the rest for 4 s. */
export const notifyOk = (message: string, autoClose = 4000) =>
  notifications.show({ message, color: 'green', autoClose, closeButtonProps: { 'aria-label': m.close } });

export const notifyFailed = (title: string, error: unknown) =>
  notifications.show({
    title,
    message: error instanceof Error ? error.message : String(error),
    color: 'red',
    closeButtonProps: { 'aria-label': m.close },
  });
