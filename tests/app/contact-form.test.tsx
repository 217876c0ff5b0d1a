import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onCall, ok, recorded, resetFakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

vi.mock('@/api/client', async () => (await import('./support/mock-api-client')).clientAgainstFakeApi());

const CONTACT_PATH = '/Site/MuroPrideContactUs';

async function contactForm() {
  const footer = await screen.findByRole('contentinfo');
  const form = await within(footer).findByRole('form', { name: 'Contáctanos' });
  return {
    form,
    subject: within(form).getByRole('textbox', { name: /Asunto/ }),
    email: within(form).getByRole('textbox', { name: /Correo electrónico/ }),
    message: within(form).getByRole('textbox', { name: /Mensaje/ }),
    send: within(form).getByRole('button', { name: 'Enviar' }),
  };
}

/** Opens the home page, fills the footer's form with a valid message and sends it. */
async function sendFilledForm() {
  renderApp('/home');
  const fields = await contactForm();
  await userEvent.type(fields.subject, 'Consulta');
  await userEvent.type(fields.email, 'persona@correo.mx');
  await userEvent.type(fields.message, 'Mensaje de prueba largo');
  await userEvent.click(fields.send);
  return fields;
}

beforeEach(resetFakeApi);

describe('footer contact form', () => {
  it('shows the spec messages for empty fields and sends nothing', async () => {
    renderApp('/home');
    const { send, form } = await contactForm();
    await userEvent.click(send);
    expect(within(form).getByText('*Campo requerido, máximo 100 caracteres.')).toBeInTheDocument();
    expect(within(form).getByText('*Ingresa un correo electrónico valido')).toBeInTheDocument();
    expect(within(form).getByText('*Ingresa un mensaje de al menos 10 caracteres.')).toBeInTheDocument();
    expect(recorded.filter((r) => r.path === CONTACT_PATH)).toHaveLength(0);
  });

  it('refuses a subject over 100 characters, a malformed e-mail and a 9-character message', async () => {
    renderApp('/home');
    const { subject, email, message, send, form } = await contactForm();
    await userEvent.type(subject, 'a'.repeat(101));
    await userEvent.type(email, 'persona@correo');
    await userEvent.type(message, '123456789');
    await userEvent.click(send);
    expect(subject).toHaveAccessibleDescription('*Campo requerido, máximo 100 caracteres.');
    expect(email).toHaveAccessibleDescription('*Ingresa un correo electrónico valido');
    expect(message).toHaveAccessibleDescription('*Ingresa un mensaje de al menos 10 caracteres.');
    expect(within(form).getAllByText(/^\*(Campo|Ingresa)/)).toHaveLength(3);
    expect(recorded.filter((r) => r.path === CONTACT_PATH)).toHaveLength(0);
  });

  it('sends the message for company 871 and clears the form', async () => {
    onCall('POST', CONTACT_PATH, () => ok(null));
    renderApp('/home');
    const { subject, email, message, send } = await contactForm();
    await userEvent.type(subject, 'a'.repeat(100));
    await userEvent.type(email, 'persona@correo.mx');
    await userEvent.type(message, 'Hola, quiero más información.');
    await userEvent.click(send);
    expect(await screen.findByText('Correo enviado exitosamente')).toBeInTheDocument();
    const call = recorded.find((r) => r.method === 'POST' && r.path === CONTACT_PATH);
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      subject: 'a'.repeat(100),
      email: 'persona@correo.mx',
      textMessage: 'Hola, quiero más información.',
      companyId: 871,
    });
    await waitFor(() => expect(subject).toHaveValue(''));
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
  });

  it('keeps what was typed when sending fails', async () => {
    onCall('POST', CONTACT_PATH, () => ({ responseCode: '99', responseMessage: 'Error', data: null }));
    const { subject, email, message } = await sendFilledForm();
    expect(await screen.findByText('Hubo un error al intentar enviar el correo')).toBeInTheDocument();
    expect(screen.queryByText('Correo enviado exitosamente')).toBeNull();
    expect(subject).toHaveValue('Consulta');
    expect(email).toHaveValue('persona@correo.mx');
    expect(message).toHaveValue('Mensaje de prueba largo');
  });

  it('asks to wait, keeping what was typed, when this address sent too many messages', async () => {
    onCall('POST', CONTACT_PATH, () => ({
      responseCode: '29',
      responseMessage: 'Enviaste demasiados mensajes en la última hora. Espera un poco e inténtalo de nuevo.',
      data: null,
    }));
    const { message } = await sendFilledForm();
    expect(
      await screen.findByText(
        'Enviaste demasiados mensajes en la última hora. Espera un poco e inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Hubo un error al intentar enviar el correo')).toBeNull();
    expect(message).toHaveValue('Mensaje de prueba largo');
  });
});
