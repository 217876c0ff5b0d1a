import type { AnyStateMachine } from 'xstate';
import { cartMachine } from './cart.machine';
import { loginModalMachine } from './login-modal.machine';
import { onboardingMachine } from './onboarding.machine';
import { resetPasswordMachine } from './reset-password.machine';
import { sessionMachine } from './session.machine';
import { verifyAccountMachine } from './verify-account.machine';
import { verifyAdditionalEmailMachine } from './verify-additional-email.machine';
import { surveyAnsweringMachine } from './survey-answering.machine';
import { eventRequestMachine } from './event-request.machine';
import { eventAuthorizationMachine } from './event-authorization.machine';
import { candidateDecisionMachine } from './candidate-decision.machine';
import { jobApplyMachine } from './job-apply.machine';
import { jobFormMachine } from './job-form.machine';
import { jobLifecycleMachine } from './job-lifecycle.machine';
import { recognitionMachine } from './recognition.machine';
import { directoryRegistrationMachine } from './directory-registration.machine';
import { redemptionMachine } from './redemption.machine';
import { rewardFormMachine } from './reward-form.machine';
import { postCommentsMachine } from './post-comments.machine';
import { postFormMachine } from './post-form.machine';
import { prideTalksMachine } from './pride-talks.machine';
import { helpContactMachine } from './help-contact.machine';
import { adminTalkFormMachine } from './admin-talk-form.machine';
import { chatDockMachine } from './chat-dock.machine';
import { pushSubscriptionMachine } from './push-subscription.machine';

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
      '09 y los demás fallos muestran los mensajes del spec), registro, recuperación de contraseña (se pide ' +
      'el enlace con solo el correo: la respuesta es la misma para cualquier dirección y el enlace llega ' +
      'al correo principal y al adicional confirmado) y el mensaje de resultado.',
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
    id: 'verify-additional-email',
    title: 'Confirmación del correo adicional',
    area: 'Sesión',
    description:
      'La página /verify-additional-email que abre el enlace enviado al nuevo correo adicional: con userId y ' +
      'code lo confirma y muestra «¡Correo adicional confirmado!»; desde entonces también ahí llegan los ' +
      'enlaces para restablecer la contraseña. Si falta un dato o la llamada falla muestra «No pudimos ' +
      'confirmar tu correo adicional».',
    source: 'machines/verify-additional-email.machine.ts',
    machine: verifyAdditionalEmailMachine,
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
  {
    id: 'event-request',
    title: 'Publicar un evento',
    area: 'Cartelera',
    description:
      'La solicitud de evento de /course-view/new-event (spec 001 §2, §4, §5) en cuatro pasos: de qué trata el ' +
      'evento, cuándo y dónde, sobre quien organiza y dónde depositar. Cada paso revisa sus campos antes de ' +
      'avanzar; «Regresar» vuelve al paso anterior (en el primero, a la cartelera). En el último paso se envía; ' +
      'si falla se queda ahí con «Error al crear evento: {mensaje}», si sale bien muestra el aviso de éxito y ' +
      '«Terminar» vuelve a /course-view.',
    source: 'machines/event-request.machine.ts',
    machine: eventRequestMachine,
  },
  {
    id: 'event-authorization',
    title: 'Autorizar eventos',
    area: 'Cartelera',
    description:
      'El panel lateral de /course-view/approve-event (spec 001 §2, §4, §8): una tarjeta abre el detalle del ' +
      'evento; Recursos Humanos elige Rechazar o Autorizar y confirma «Deseas autorizar/rechazar este evento? No ' +
      'podrás revertir esta acción». Al decidir, el panel se cierra, se avisa el resultado y la lista se recarga; ' +
      'si falla, el panel sigue abierto con «Error al autorizar/rechazar evento: {mensaje}».',
    source: 'machines/event-authorization.machine.ts',
    machine: eventAuthorizationMachine,
  },
  {
    id: 'job-lifecycle',
    title: 'Vida de una vacante',
    area: 'Bolsa de trabajo',
    description:
      'Una vacante (spec 001 §4): se guarda como «Guardado» hasta que Recursos Humanos la aprueba («El trabajo ha ' +
      'sido aprobado») o la rechaza («El trabajo ha sido rechazado»); aprobada está activa o inactiva («Dar de ' +
      'baja» / «Reactivar»); cualquier vacante puede eliminarse tras confirmar («Trabajo eliminado ' +
      'correctamente»). Un fallo deja la vacante como estaba y muestra el mensaje del gateway.',
    source: 'machines/job-lifecycle.machine.ts',
    machine: jobLifecycleMachine,
  },
  {
    id: 'job-form',
    title: 'Publicar o editar vacante',
    area: 'Bolsa de trabajo',
    description:
      'El formulario de dos pasos (spec 001 §2, §5, §8): paso 1 los datos (título, empresa, logo, ubicación, ' +
      'dirección, salario, correo, teléfono, categorías y descripción), que se guardan con «Siguiente»; paso 2 ' +
      'las secciones (al menos una con contenido); «Atrás» vuelve a los datos. Al registrar: «Se ha registrado la ' +
      'oferta de trabajo» y al final «Registro exitoso»; al editar: «Se ha actualizado la oferta de trabajo» y ' +
      '«Se han actualizado las secciones de trabajo».',
    source: 'machines/job-form.machine.ts',
    machine: jobFormMachine,
  },
  {
    id: 'job-apply',
    title: 'Postularse a una vacante',
    area: 'Bolsa de trabajo',
    description:
      '«Aplicar ahora» (spec 001 §4, §5, §8) abre el formulario; el CV elegido se revisa (menor a 10 MB: «El ' +
      'tamaño debe ser menor a 10MB»; pdf, doc o docx: «Formato no válido») y se envía; el gateway revisa su ' +
      'contenido real. El éxito lleva a /applicant-sent («¡Se envió tu postulación!»); un fallo muestra «Error ' +
      'al postularse» con el mensaje del gateway. Ambos cierran el formulario.',
    source: 'machines/job-apply.machine.ts',
    machine: jobApplyMachine,
  },
  {
    id: 'candidate-decision',
    title: 'Decisión sobre un candidato',
    area: 'Bolsa de trabajo',
    description:
      'Un candidato en proceso (EnProceso, spec 001 §4, §8) puede aprobarse o rechazarse tras «¿Desea ' +
      'seleccionar a {nombre}?» o «¿Desea rechazar a {nombre}?» (Si/No); después «Postulante aprobado» o ' +
      '«Postulante rechazado», y la persona recibe un correo y una notificación. Los decididos ya no ofrecen ' +
      'acciones.',
    source: 'machines/candidate-decision.machine.ts',
    machine: candidateDecisionMachine,
  },
  {
    id: 'recognition',
    title: 'Agregar reconocimiento',
    area: 'Reconocimientos',
    description:
      'El formulario «Agregar reconocimiento» del tablero (spec 000 §4, §5, §8): primero se elige la categoría, ' +
      'luego el colaborador, que debe coincidir con un nombre de la lista de destinatarios («Colaborador ' +
      'invalido» si no), y después el mensaje; enviar sin un dato marca «*Campo requerido». Al enviar, el código ' +
      '00 muestra «Se ha generado el reconocimiento» y reinicia el formulario; 03 muestra «No es posible ' +
      'realizar un Reconocimiento a sí mismo» y cualquier otro fallo «No se pudo realizar el reconocimiento» (o ' +
      'el motivo del servidor), conservando lo escrito.',
    source: 'machines/recognition.machine.ts',
    machine: recognitionMachine,
  },
  {
    id: 'directory-registration',
    title: 'Registro de servicios',
    area: 'Economía Incluyente',
    description:
      'El registro de un servicio en Economía Incluyente (spec 001 §2, §4, §5, §8): primero se elige un paquete ' +
      '(al editar se omite); paso 1 información personal y profesional; paso 2 información adicional y redes ' +
      'sociales, donde se guarda el registro si no hay pago; paso 3 datos de la tarjeta, solo si el paquete es de ' +
      'pago y la publicación gratuita está apagada: guarda el registro, tokeniza la tarjeta y la verifica (7 lleva ' +
      'al reto del proveedor, 2 u 8 es éxito, otro código muestra «No pudimos registrar la tarjeta: datos ' +
      'incorrectos o saldo insuficiente»); paso 4 fin con enlaces a /directory y /profile.',
    source: 'machines/directory-registration.machine.ts',
    machine: directoryRegistrationMachine,
  },
  {
    id: 'redemption',
    title: 'Canjear recompensa',
    area: 'Recompensas',
    description:
      'Canjear una recompensa (spec 000 §4, §8): la persona elige una recompensa y confirma; el gateway revisa ' +
      'y descuenta los puntos y entrega un número de cupón en una sola transacción. El éxito dice «Cupón ' +
      'canjeado exitosamente» y abre el cupón; un rechazo (sin cupones o sin puntos suficientes) muestra el ' +
      'motivo del servidor y no descuenta nada. Cada intento lleva su clave: confirmar de nuevo la misma ' +
      'recompensa tras una falla reintenta con ella, así un canje que sí se hizo no se descuenta dos veces.',
    source: 'machines/redemption.machine.ts',
    machine: redemptionMachine,
  },
  {
    id: 'reward-form',
    title: 'Formulario de recompensa',
    area: 'Operaciones',
    description:
      'Guardar una recompensa en la consola de operaciones (spec 002 §4, §5, §8): al guardar se envían los ' +
      'campos, la imagen y el PDF. Si la imagen no mide 600 x 600 se guarda igual y aparece la advertencia «La ' +
      'imagen del producto no cumple con las medidas necesarias» antes de volver a la lista; un error muestra ' +
      '«Error al guardar, revise los campos y archivos.» y regresa al formulario.',
    source: 'machines/reward-form.machine.ts',
    machine: rewardFormMachine,
  },
  {
    id: 'post-comments',
    title: 'Comentarios de una publicación',
    area: 'Mundo Pride',
    description:
      'Los comentarios de una publicación (spec 001 §5, §6, §8): «Enviar» está desactivado mientras el texto ' +
      'está vacío o en blanco; se puede responder a un comentario, editar los propios, reportar los de otras ' +
      'personas (aviso «Comentario Reportado») y eliminar tras confirmar. Un fallo muestra el mensaje del servidor.',
    source: 'machines/post-comments.machine.ts',
    machine: postCommentsMachine,
  },
  {
    id: 'post-form',
    title: 'Artículos y galerías',
    area: 'Mundo Pride',
    description:
      'La administración de Mundo Pride (spec 002 §4, §5, §8): la tabla, el formulario para agregar (sin id) o ' +
      'editar, guardar con «Publicación actualizada con éxito» y desactivar tras confirmar con «Publicación ' +
      'eliminada con éxito». Si guardar falla, el formulario sigue abierto con el mensaje.',
    source: 'machines/post-form.machine.ts',
    machine: postFormMachine,
  },
  {
    id: 'pride-talks',
    title: 'Ver una conferencia de Pride Talks',
    area: 'Pride Talks',
    description:
      'El modal de video de Pride Talks (spec 001 §2, §4, §9): abrir una conferencia cuya fecha ya llegó registra ' +
      'una vista y muestra el video (marcado «Transmisión en vivo» entre conferenceDate y endDate); una ' +
      'conferencia por venir dice cuándo empieza. /audience/{id} abre esa conferencia al llegar; si no existe o ' +
      'no es para la persona, el modal lo dice.',
    source: 'machines/pride-talks.machine.ts',
    machine: prideTalksMachine,
  },
  {
    id: 'help-contact',
    title: 'Formulario de Atención a Usuarios',
    area: 'Ayuda',
    description:
      'El formulario de /help (spec 001 §2, §8): un formulario válido se envía al buzón de la empresa; al ' +
      'enviarse dice «Gracias por comunicarte con nosotros, en breve un ejecutivo se pondrá en contacto.» y ' +
      'ofrece enviar otro mensaje; si falla dice «Ocurrió un error al enviar la información.» y conserva lo ' +
      'escrito para intentar de nuevo; si desde esa dirección se enviaron demasiados mensajes en la última ' +
      'hora pide esperar, también conservando lo escrito.',
    source: 'machines/help-contact.machine.ts',
    machine: helpContactMachine,
  },
  {
    id: 'admin-talk-form',
    title: 'Formulario de eventos de Pride Talks',
    area: 'Pride Talks',
    description:
      'El formulario de eventos de Pride Talks de Recursos Humanos (spec 002 §4, §5, §8): un formulario que ' +
      'cumple sus reglas se guarda (alta o cambio); al guardarse vuelve a la lista con «Se creó exitosamente el ' +
      'evento» o «Se actualizó exitosamente el evento»; si el gateway lo rechaza se queda en el formulario con ' +
      'el motivo («Ocurrió un error» cuando no da uno). Cancelar vuelve a la lista.',
    source: 'machines/admin-talk-form.machine.ts',
    machine: adminTalkFormMachine,
  },
  {
    id: 'chat-dock',
    title: 'Chat',
    area: 'Chat',
    description:
      'El chat de las personas con sesión (spec 000 §4, §5, §7): cerrado hasta que se abre; abierto muestra las ' +
      'pestañas Chats, Grupos (solo Recursos Humanos), Contactos y Perfil. Abrir una conversación marca como ' +
      'leídos los mensajes del contacto y consulta si está bloqueada: bloqueada (por cualquiera de las dos ' +
      'personas) o de un grupo expirado no deja enviar; un mensaje en blanco no se envía. Bloquear y desbloquear ' +
      'piden confirmación y solo quien bloqueó puede desbloquear; un bloqueo en vivo cambia la conversación sin ' +
      'recargar. Recursos Humanos crea grupos con nombre y al menos un participante (expiración opcional). Un ' +
      'fallo muestra el motivo del servidor.',
    source: 'machines/chat-dock.machine.ts',
    machine: chatDockMachine,
  },
  {
    id: 'push-subscription',
    title: 'Notificaciones push',
    area: 'Notificaciones',
    description:
      'El interruptor «Notificaciones push en este dispositivo» del panel de la campana (spec 000 §4, §9). Al ' +
      'abrir el panel se revisa el navegador: sin soporte o sin service worker lo dice; si la persona bloqueó ' +
      'las notificaciones lo explica; si ya está suscrito lo vuelve a registrar en el gateway. El permiso solo ' +
      'se pide al encender el interruptor; aceptar suscribe con la llave VAPID del gateway y guarda la ' +
      'suscripción, rechazar lleva a bloqueado y cerrar la pregunta deja todo apagado. Apagarlo borra la ' +
      'suscripción en el gateway y en el navegador. Un error ofrece «Reintentar», que vuelve a revisar.',
    source: 'machines/push-subscription.machine.ts',
    machine: pushSubscriptionMachine,
  },
];
