import { assign, setup } from 'xstate';
import { appProvided } from './shared/app-provided';
import { machineTypes } from './shared/machine-types';
import { addProduct, changeQuantity, orderLines, removeGroup, removeProduct } from './cart-lines';
import { cartSamples } from './cart.samples';
import type { CartContext, CartEvent, CartInput, OpenPaymentInput, PaymentRedirect } from './cart.types';
import type { MachineMeta } from './machine-meta';

/** The 'Se agregó el producto a tu carrito' confirmation stays this long (spec 000 §9). */
const CONFIRMATION_MS = 2250;

// Any change to what is paid starts a new checkout, so the gateway creates a new order for it.
const forgetKey = { checkoutKey: null };

export const cartMachine = setup({
  types: machineTypes<CartContext, CartEvent, CartInput>(),
  actors: {
    openPayment: appProvided<PaymentRedirect, OpenPaymentInput>('openPayment'),
  },
  delays: { confirmation: CONFIRMATION_MS },
  guards: {
    isEmpty: ({ context }) => context.groups.length === 0,
    hasNoPaymentMethod: ({ context }) => context.paymentMethodId === null,
    hasProduct: ({ context, event }) =>
      'productId' in event &&
      context.groups.some((g) => g.Items.some((i) => i.ProductId === event.productId)),
    isNewQuantity: ({ context, event }) =>
      event.type === 'cart.changeQuantity' &&
      context.groups.some((g) =>
        g.Items.some((i) => i.ProductId === event.productId && i.Quantity !== event.quantity),
      ),
    hasGroup: ({ context, event }) =>
      'providerId' in event && context.groups.some((g) => g.ProviderId === event.providerId),
    isOtherMethod: ({ context, event }) =>
      event.type === 'cart.choosePaymentMethod' && event.paymentMethodId !== context.paymentMethodId,
  },
  actions: {
    addItem: assign(({ context, event }) =>
      event.type === 'cart.add' ? { groups: addProduct(context.groups, event.product), ...forgetKey } : {},
    ),
    setQuantity: assign(({ context, event }) =>
      event.type === 'cart.changeQuantity'
        ? { groups: changeQuantity(context.groups, event.productId, event.quantity), ...forgetKey }
        : {},
    ),
    deleteProduct: assign(({ context, event }) =>
      event.type === 'cart.removeProduct'
        ? { groups: removeProduct(context.groups, event.productId), ...forgetKey }
        : {},
    ),
    deleteGroup: assign(({ context, event }) =>
      event.type === 'cart.removeGroup'
        ? { groups: removeGroup(context.groups, event.providerId), ...forgetKey }
        : {},
    ),
    setPaymentMethod: assign(({ event }) =>
      event.type === 'cart.choosePaymentMethod'
        ? { paymentMethodId: event.paymentMethodId, ...forgetKey }
        : {},
    ),
    keepCheckoutKey: assign(({ context, event }) => ({
      checkoutKey: context.checkoutKey ?? (event.type === 'cart.pay' ? event.checkoutKey : null),
    })),
    forgetCheckoutKey: assign(forgetKey),
    clearCart: assign({ groups: [], checkoutKey: null }),
    /** Opens the payment page at the redirect URL; provided by the app. */
    goToPayment: (_, _params: { redirectUrl: string }) => {},
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => input,
  meta: {
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
    input: { groups: [], paymentMethodId: null, checkoutKey: null },
    samples: cartSamples,
  } satisfies MachineMeta<CartInput, typeof cartSamples>,
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        'cart.add': { target: '.confirming', reenter: true, actions: 'addItem' },
        'cart.changeQuantity': { guard: 'isNewQuantity', actions: 'setQuantity' },
        'cart.removeProduct': { guard: 'hasProduct', actions: 'deleteProduct' },
        'cart.removeGroup': { guard: 'hasGroup', actions: 'deleteGroup' },
        'cart.choosePaymentMethod': { guard: 'isOtherMethod', target: '.idle', actions: 'setPaymentMethod' },
        'cart.pay': [
          { guard: 'isEmpty', target: '.emptyCart' },
          { guard: 'hasNoPaymentMethod', target: '.choosingPaymentMethod' },
          { target: 'openingPayment', actions: 'keepCheckoutKey' },
        ],
        'cart.orderSucceeded': { target: '.idle', actions: 'clearCart' },
        'cart.paymentCanceled': { actions: 'forgetCheckoutKey' },
      },
      states: {
        idle: {},
        confirming: { after: { confirmation: 'idle' } },
        emptyCart: {},
        choosingPaymentMethod: {},
        paymentFailed: {},
      },
    },
    openingPayment: {
      invoke: {
        id: 'openPayment',
        src: 'openPayment',
        input: ({ context }) => ({
          payload: { Products: orderLines(context.groups), PaymentMethodId: context.paymentMethodId ?? 0 },
          checkoutKey: context.checkoutKey ?? '',
        }),
        onDone: {
          target: 'redirecting',
          actions: {
            type: 'goToPayment',
            params: ({ event }) => ({ redirectUrl: event.output.redirectUrl }),
          },
        },
        onError: 'ready.paymentFailed',
      },
    },
    redirecting: {
      on: {
        'cart.orderSucceeded': { target: 'ready', actions: 'clearCart' },
        'cart.paymentCanceled': { target: 'ready', actions: 'forgetCheckoutKey' },
      },
    },
  },
});
