import { setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import type { components } from '../openapi/generated/schema';
import type { MachineMeta } from './machine-meta';
import type { MachineSamples } from './samples';

export type HelpContactPayload = components['schemas']['HelpContactPayload'];

export type HelpContactEvent =
  { type: 'contact.submit'; payload: HelpContactPayload } | { type: 'contact.again' };

const sample: HelpContactPayload = {
  name: 'Ana Ruiz',
  businessName: 'Café Arcoíris',
  email: 'ana@correo.mx',
  message: 'Necesito ayuda para cambiar mi correo.',
};

/** responseCode of the gateway's refusal when this address sent too many messages (docs/decisions/0212). */
const TOO_MANY_MESSAGES = '29';

/**
 * The /help contact form (spec 001 §2, §8): a valid form is sent to the company's mailbox; success thanks the
 * person ('Gracias por comunicarte con nosotros…') and offers a new message, a failure says 'Ocurrió un error
 * al enviar la información.' and keeps what was typed for another try; too many messages from one address
 * say to wait, keeping it too.
 */
export const helpContactMachine = setup({
  types: { events: {} as HelpContactEvent },
  guards: {
    isTooMany: (_, { error }: { error: unknown }) =>
      typeof error === 'object' &&
      error !== null &&
      'responseCode' in error &&
      error.responseCode === TOO_MANY_MESSAGES,
  },
  actors: {
    sendHelpContact: appProvided<void, HelpContactPayload>('sendHelpContact'),
  },
}).createMachine({
  id: 'helpContact',
  meta: {
    title: 'Formulario de Atención a Usuarios',
    area: 'Ayuda',
    description:
      'El formulario de /help (spec 001 §2, §8): un formulario válido se envía al buzón de la empresa; al ' +
      'enviarse dice «Gracias por comunicarte con nosotros, en breve un ejecutivo se pondrá en contacto.» y ' +
      'ofrece enviar otro mensaje; si falla dice «Ocurrió un error al enviar la información.» y conserva lo ' +
      'escrito para intentar de nuevo; si desde esa dirección se enviaron demasiados mensajes en la última ' +
      'hora pide esperar, también conservando lo escrito.',
    samples: {
      'contact.submit': [{ payload: sample }],
      'contact.again': [{}],
      'xstate.error.actor.sendHelpContact': [
        { error: { message: 'Ocurrió un error al enviar la información.' } },
        {
          error: {
            responseCode: TOO_MANY_MESSAGES,
            message: 'Enviaste demasiados mensajes en la última hora. Espera un poco e inténtalo de nuevo.',
          },
        },
      ],
    },
  } satisfies MachineMeta<undefined, MachineSamples<HelpContactEvent, 'sendHelpContact'>>,
  initial: 'editing',
  states: {
    editing: { on: { 'contact.submit': 'sending' } },
    sending: {
      invoke: {
        id: 'sendHelpContact',
        src: 'sendHelpContact',
        input: ({ event }) => (event as Extract<HelpContactEvent, { type: 'contact.submit' }>).payload,
        onDone: 'sent',
        onError: [
          {
            guard: { type: 'isTooMany', params: ({ event }) => ({ error: event.error }) },
            target: 'tooMany',
          },
          { target: 'failed' },
        ],
      },
    },
    sent: { on: { 'contact.again': 'editing' } },
    failed: { on: { 'contact.submit': 'sending' } },
    tooMany: { on: { 'contact.submit': 'sending' } },
  },
});
