import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import { createPushDevice, type PushDevice } from './push-device';

/** This browser's push, registered on the gateway. */
export function browserPushDevice(): PushDevice {
  return createPushDevice(
    {
      notification: 'Notification' in window ? Notification : undefined,
      worker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    },
    {
      async publicKey() {
        const reply = await unwrap(api.GET('/push/publicKey'));
        if (!reply) throw new Error('The gateway gave no push key');
        return reply.publicKey;
      },
      save: (subscription) =>
        unwrap(api.POST('/push/subscriptions', { body: subscription })).then(() => undefined),
      forget: (endpoint) =>
        unwrap(api.DELETE('/push/subscriptions', { params: { query: { endpoint } } })).then(() => undefined),
    },
  );
}
