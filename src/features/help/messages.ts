import { contactTexts, helpTexts } from '@domain/contact-form';

/** Spanish texts of /help and /ecommerce (spec 001 §2, §8; field rules in docs/decisions/0161). */
export const helpMessages = {
  title: 'Ayuda',
  tabs: { howTo: 'Cómo funciona el portal', support: 'Atención a Usuarios' },
  howToText:
    'Conoce en este video cómo sacarle provecho a Muro Pride: tu perfil, tus beneficios y tu comunidad.',
  videoTitle: 'Video: Cómo funciona el portal',
  supportText:
    '¿Tienes dudas, comentarios o algún problema con tu cuenta? Escríbenos y un ejecutivo te atenderá en breve.',
  chatHint: 'Si ya iniciaste sesión, también puedes escribirnos por el chat del portal.',
  form: {
    heading: 'Escríbenos',
    name: 'Nombre',
    businessName: 'Empresa',
    email: 'Correo electrónico',
    message: 'Mensaje',
    send: 'Enviar',
    again: 'Enviar otro mensaje',
  },
  errors: {
    name: contactTexts.textMax,
    businessName: 'Máximo 100 caracteres.',
    email: contactTexts.email,
    message: contactTexts.message,
  },
  sent: helpTexts.sent,
  failed: helpTexts.failed,
  tooMany: contactTexts.tooMany,
  ecommerce: {
    title: 'Tienda en línea',
    intro: 'Compra productos de la comunidad en nuestras tiendas oficiales.',
    stores: [
      {
        name: 'Tienda Muro Pride en Mercado Libre',
        url: 'https://www.mercadolibre.com.mx/tienda/muro-pride',
      },
      { name: 'Tienda Muro Pride en Amazon', url: 'https://www.amazon.com.mx/stores/muropride' },
    ],
    opens: '(se abre en otra pestaña)',
  },
};
