import type { AnyStateMachine } from 'xstate';
import { cartMachine } from './cart.machine';
import { loginModalMachine } from './login-modal.machine';
import { onboardingMachine } from './onboarding.machine';
import { resetPasswordMachine } from './reset-password.machine';
import { sessionMachine } from './session.machine';
import { verifyAccountMachine } from './verify-account.machine';
import { surveyAnsweringMachine } from './survey-answering.machine';

/** One entry per statechart: what designers see in the studio and QA in the path listings. */
export interface MachineEntry {
  /** Same as the file name without `.machine.ts`, e.g. `login-modal`. */
  id: string;
  title: string;
  /** Area of the product, used to group machines (e.g. 'Sesión', 'Tienda'). */
  area: string;
  /** One paragraph in Spanish, as designers and QA read it in the studio and the exports. */
  description: string;
  /** Path of the source file from the repository root. */
  source: string;
  machine: AnyStateMachine;
}

export const machineRegistry: MachineEntry[] = [
  {
    id: 'session',
    title: 'Sesión',
    area: 'Sesión',
    description:
      'Mantiene la sesión iniciada (spec 000 §4). Al iniciar sesión guarda los tokens; el token de acceso se ' +
      'renueva cuando el reloj pasa refreshAt (2 minutos antes de vencer, el retraso refreshDue) o cuando el ' +
      'gateway responde 401; si la renovación ocurre después de expireAt, la página se recarga. Una renovación ' +
      'fallida, un 401 sin tokens, cerrar sesión o cerrar sesión en otra pestaña borra la sesión y lleva a /home; ' +
      'los tokens nuevos de otra pestaña se adoptan.',
    source: 'machines/session.machine.ts',
    machine: sessionMachine,
  },
  {
    id: 'login-modal',
    title: 'Modal de ingreso',
    area: 'Sesión',
    description:
      'El modal de ingreso que abre «Ingresar» (spec 000 §2, §4, §8) con cuatro modos: ingreso (contraseña, ' +
      'Google, Apple; el código 00 guarda la sesión y recarga, Operaciones abre /operator, 11 abre /membership, ' +
      '09 y los demás fallos muestran los mensajes del spec), registro, recuperación de contraseña (primero se ' +
      'revisa el correo; a quien no es corporativo y no tiene correo adicional se le piden su fecha de ' +
      'nacimiento y un correo adicional) y el mensaje de resultado.',
    source: 'machines/login-modal.machine.ts',
    machine: loginModalMachine,
  },
  {
    id: 'verify-account',
    title: 'Verificación de cuenta',
    area: 'Sesión',
    description:
      'La página /verify-account: con userId y code del enlace verifica la cuenta y muestra ' +
      '«¡Verificación exitosa!»; si falta un dato o la llamada falla muestra «¡Error al verificar cuenta!».',
    source: 'machines/verify-account.machine.ts',
    machine: verifyAccountMachine,
  },
  {
    id: 'reset-password',
    title: 'Restablecer contraseña',
    area: 'Sesión',
    description:
      'La página /reset-password: guarda una contraseña nueva con su confirmación, con el correo y el código del ' +
      'enlace (si falta alguno se detiene con un mensaje); si sale bien lleva a «/», si falla vuelve al ' +
      'formulario; «Cancelar» lleva a /home.',
    source: 'machines/reset-password.machine.ts',
    machine: resetPasswordMachine,
  },
  {
    id: 'onboarding',
    title: 'Configura tu perfil',
    area: 'Perfil',
    description:
      'El asistente «Configura tu perfil» de /profile (spec 000 §2): 1 información personal, 2 apodo y foto, ' +
      '3 bandera, 4 listo. Empieza en la información personal hasta que hay nombre, un apellido, una fecha de ' +
      'nacimiento válida y un pronombre; luego en la foto hasta que hay una foto distinta de la predeterminada o ' +
      'el navegador recuerda el paso completado; luego en la bandera. Guardar la foto marca ese paso; guardar la ' +
      'bandera lo desmarca. Foto y bandera tienen «Atrás»; si guardar falla se queda en el paso con el mensaje.',
    source: 'machines/onboarding.machine.ts',
    machine: onboardingMachine,
  },
  {
    id: 'cart',
    title: 'Carrito y pago',
    area: 'Tienda',
    description:
      'El carrito (spec 000 §3-§5; uno para productos y otro para donativos, cada uno guardado en el navegador): ' +
      'agregar un producto (si ya está, crece su cantidad) muestra «Se agregó el producto a tu carrito» durante ' +
      '2250 ms; las cantidades van de 1 a 10; se puede quitar un producto o un proveedor completo (el grupo se ' +
      'va cuando su total llega a cero). Pagar con el carrito vacío muestra «No hay ningún producto en el carrito ' +
      'de compras»; pagar pide un método de pago; si no abre muestra «Ocurrió un error al abrir método de pago». ' +
      'Una llave de idempotencia por pago hace que los reintentos usen la misma orden; tras una orden pagada el ' +
      'carrito se vacía.',
    source: 'machines/cart.machine.ts',
    machine: cartMachine,
  },
  {
    id: 'survey-answering',
    title: 'Responder encuesta',
    area: 'Tu opinión',
    description:
      'Responder una encuesta (spec 000 §2, §4, §5): las preguntas cargan una a una con el contador «Pregunta ' +
      'n/total»; «Siguiente» («Finalizar» en la última) guarda la respuesta (la crea, o la actualiza si ya tiene ' +
      'id) y va al salto de la opción elegida (stepAnswer), termina con -1 o pasa a la siguiente pregunta; ' +
      '«Anterior» regresa por el camino que se tomó. Una respuesta con isSurveyCompleted muestra «La encuesta se ' +
      'ha completado»; cerrar recarga la página. Si las preguntas no cargan, lleva a la página de administración ' +
      'de encuestas.',
    source: 'machines/survey-answering.machine.ts',
    machine: surveyAnsweringMachine,
  },
];
