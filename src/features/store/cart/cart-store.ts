import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { cartMachine } from '../../../../machines/cart.machine';
import type { CartInput } from '../../../../machines/cart.types';
import { storeCalls } from '../api';
import { devInspector } from '@/shared/inspection/dev-inspector';

export type CartKind = 'products' | 'donations';
export type CartActor = ActorRefFrom<typeof cartMachine>;

/** Browser storage keys: donations keep their own cart (spec 000 §9). */
export const CART_STORAGE_KEYS: Record<CartKind, string> = {
  products: 'muro-pride.cart',
  donations: 'muro-pride.donation-cart',
};

const emptyCart: CartInput = { groups: [], paymentMethodId: null, checkoutKey: null };

function readStoredCart(kind: CartKind): CartInput {
  try {
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEYS[kind]) ?? 'null') as CartInput | null;
    return stored && Array.isArray(stored.groups) ? { ...emptyCart, ...stored } : emptyCart;
  } catch {
    return emptyCart;
  }
}

export interface CartEffects {
  pay: typeof storeCalls.payOrder;
  openPage: (url: string) => void;
}

const browserEffects: CartEffects = {
  pay: storeCalls.payOrder,
  openPage: (url) => window.location.assign(url),
};

/** The real cart: pays through the gateway, opens the payment page, and keeps its contents in storage. */
export function createCart(kind: CartKind, { pay, openPage }: CartEffects = browserEffects) {
  const machine = cartMachine.provide({
    actors: { openPayment: fromPromise(({ input }) => pay(input.payload, input.checkoutKey)) },
    actions: { goToPayment: (_, { redirectUrl }) => openPage(redirectUrl) },
  });
  const actor = createActor(machine, { input: readStoredCart(kind), inspect: devInspector });
  actor.subscribe((snapshot) => {
    const { groups, paymentMethodId, checkoutKey } = snapshot.context;
    localStorage.setItem(CART_STORAGE_KEYS[kind], JSON.stringify({ groups, paymentMethodId, checkoutKey }));
  });
  return actor.start();
}

const carts = new Map<CartKind, CartActor>();

/** One cart of each kind per tab, shared by the header, the product pages and the result pages. */
export function getCart(kind: CartKind): CartActor {
  let cart = carts.get(kind);
  if (!cart) {
    cart = createCart(kind);
    carts.set(kind, cart);
  }
  return cart;
}
