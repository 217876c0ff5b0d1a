import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartTotal } from '../../machines/cart-lines';
import type { CartContext, CartEvent, PaymentRedirect } from '../../machines/cart.types';
import { cartSamples } from '../../machines/cart.samples';
import type { PayOrderPayload, PaymentMethod, Product } from '@/features/store/api';
import { CartConfirmation } from '@/features/store/cart/cart-confirmation';
import { CartPanel } from '@/features/store/cart/cart-panel';
import { CART_STORAGE_KEYS, createCart } from '@/features/store/cart/cart-store';
import { ProductCard } from '@/features/store/components/product-card';
import { storeMessages } from '@/features/store/messages';
import { toCartProduct } from '@/features/store/add-to-cart';
import { formatMoney } from '@/shared/format';
import { cartModelPaths } from './cart-model';
import { createGate } from './support/gate';
import { coverageLine, type ModelStep } from './support/test-model';

const m = storeMessages.cart;
const AFTER_CONFIRMATION = 'xstate.after.confirmation.cart.ready.confirming';
const redirect: PaymentRedirect = { orderId: 1001, redirectUrl: '/api/sandbox/pay/prueba' };

type ModelEvent =
  | CartEvent
  | { type: 'xstate.done.actor.openPayment'; output: PaymentRedirect }
  | { type: 'xstate.error.actor.openPayment'; error: { message: string } }
  | { type: typeof AFTER_CONFIRMATION };

function sampleProduct() {
  const [first] = (cartSamples['cart.add'] ?? []).map((sample) => sample.product);
  if (!first) throw new Error('The cart samples need a product');
  return first;
}
const coffee = sampleProduct();
// A second provider's product, so groups and group deletion are walked too.
const ticket = {
  productId: 4,
  providerId: 2,
  providerName: 'Cine Diverso',
  providerLogo: '/files/store/cine-diverso.svg',
  name: 'Boleto 2D',
  price: 65.5,
  code: 'CIN-2D',
  urlImage: '/files/store/cine-diverso-product.svg',
  description: 'Un boleto para cualquier función 2D',
};

const events: ModelEvent[] = [
  { type: 'cart.add', product: coffee },
  { type: 'cart.add', product: ticket },
  { type: 'cart.changeQuantity', productId: coffee.productId, quantity: 3 },
  { type: 'cart.removeProduct', productId: coffee.productId },
  { type: 'cart.removeGroup', providerId: ticket.providerId },
  { type: 'cart.choosePaymentMethod', paymentMethodId: 1 },
  { type: 'cart.pay', checkoutKey: 'modelo' },
  { type: 'xstate.done.actor.openPayment', output: redirect },
  { type: 'xstate.error.actor.openPayment', error: { message: 'Sin conexión' } },
  { type: AFTER_CONFIRMATION },
  { type: 'cart.orderSucceeded' },
  { type: 'cart.paymentCanceled' },
];

const { paths, coverage } = cartModelPaths(events, { groups: [], paymentMethodId: null, checkoutKey: null });

const asProduct = (p: typeof coffee): Product => ({
  productId: p.productId,
  providerId: p.providerId,
  name: p.name,
  description: p.description,
  productPrice: p.price,
  urlImage: p.urlImage,
  restrictions: null,
  productType: 1,
  code: p.code,
});
const methods: PaymentMethod[] = [
  { paymentMethodId: 1, name: 'Tarjeta de crédito o débito', urlLogo: '/files/store/pago-tarjeta.svg' },
  { paymentMethodId: 2, name: 'Transferencia SPEI', urlLogo: '/files/store/pago-spei.svg' },
];

function mount() {
  const pay = createGate<{ payload: PayOrderPayload; checkoutKey: string }, PaymentRedirect>();
  const openPage = vi.fn<(url: string) => void>();
  const cart = createCart('products', {
    pay: (payload, checkoutKey) => pay.call({ payload, checkoutKey }),
    openPage,
  });
  const add = (p: typeof coffee) => () =>
    cart.send({
      type: 'cart.add',
      product: toCartProduct(asProduct(p), { name: p.providerName, providerLogo: p.providerLogo }),
    });
  render(
    <MantineProvider env="test">
      <ProductCard
        product={asProduct(coffee)}
        addLabel={storeMessages.products.addToCart}
        onAdd={add(coffee)}
      />
      <ProductCard
        product={asProduct(ticket)}
        addLabel={storeMessages.products.addToCart}
        onAdd={add(ticket)}
      />
      <CartPanel cart={cart} methods={methods} title={storeMessages.titles.cart} payLabel={m.pay} />
      <CartConfirmation cart={cart} />
    </MantineProvider>,
  );
  return { cart, pay, openPage, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

type Mounted = ReturnType<typeof mount>;
const nameOf = (id: number) => (id === coffee.productId ? coffee.name : ticket.name);
const providerOf = (id: number) => (id === coffee.providerId ? coffee.providerName : ticket.providerName);

async function perform(event: ModelEvent, app: Mounted) {
  switch (event.type) {
    case 'cart.add':
      return app.user.click(
        screen.getByRole('button', { name: `${storeMessages.products.addToCart}: ${event.product.name}` }),
      );
    case 'cart.changeQuantity':
      return app.user.selectOptions(
        screen.getByLabelText(m.quantity(nameOf(event.productId))),
        String(event.quantity),
      );
    case 'cart.removeProduct':
      return app.user.click(screen.getByRole('button', { name: m.removeProduct(nameOf(event.productId)) }));
    case 'cart.removeGroup':
      return app.user.click(
        screen.getByRole('button', { name: m.removeGroup(providerOf(event.providerId)) }),
      );
    case 'cart.choosePaymentMethod':
      return app.user.click(screen.getByRole('radio', { name: /Tarjeta de crédito o débito/ }));
    case 'cart.pay':
      return app.user.click(screen.getByRole('button', { name: m.pay }));
    case 'xstate.done.actor.openPayment':
      return app.pay.resolve(event.output);
    case 'xstate.error.actor.openPayment':
      return app.pay.reject(new Error(event.error.message));
    case AFTER_CONFIRMATION:
      return act(() => vi.advanceTimersByTimeAsync(2250));
    // The purchase success and cancelled pages send these when the person comes back from the payment page.
    case 'cart.orderSucceeded':
    case 'cart.paymentCanceled':
      return act(() => app.cart.send(event));
  }
}

function expectState(state: ModelStep<ModelEvent>['state'], app: Mounted) {
  const context = state.context as CartContext;
  const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEYS.products) ?? 'null') as CartContext;
  expect(stored.groups).toEqual(context.groups);
  expect(screen.getByTestId('cart-total')).toHaveTextContent(formatMoney(cartTotal(context.groups)));
  for (const group of context.groups) {
    const section = screen.getByRole('region', { name: group.ProviderName });
    for (const item of group.Items) {
      expect(within(section).getByLabelText(m.quantity(item.Name))).toHaveValue(String(item.Quantity));
    }
  }
  expect(screen.queryAllByRole('region')).toHaveLength(context.groups.length);
  const confirmation = screen.queryByText(m.added);
  if (state.matches({ ready: 'confirming' })) expect(confirmation).toBeVisible();
  else expect(confirmation).toBeNull();
  const alert = screen.queryByRole('alert');
  if (state.matches({ ready: 'emptyCart' })) expect(alert).toHaveTextContent(m.empty);
  else if (state.matches({ ready: 'choosingPaymentMethod' })) expect(alert).toHaveTextContent(m.chooseMethod);
  else if (state.matches({ ready: 'paymentFailed' })) expect(alert).toHaveTextContent(m.paymentOpenFailed);
  else expect(alert).toBeNull();
  if (state.matches('ready') && context.groups.length === 0 && !state.matches({ ready: 'emptyCart' })) {
    expect(screen.getByText(m.empty)).toBeVisible();
  }
  expect(app.pay.waiting).toBe(state.matches('openingPayment'));
  if (state.matches('openingPayment')) {
    expect(screen.getByText(m.opening)).toBeVisible();
    expect(app.pay.input.payload.PaymentMethodId).toBe(context.paymentMethodId);
    expect(app.pay.input.checkoutKey).toBe(app.cart.getSnapshot().context.checkoutKey);
  }
  if (state.matches('redirecting')) expect(app.openPage).toHaveBeenLastCalledWith(redirect.redirectUrl);
}

describe('cart flow (model-based, rendered)', () => {
  let app: Mounted | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => {
    app?.cart.stop();
    vi.useRealTimers();
  });
  afterAll(() => {
    console.log(`${coverageLine('cart', coverage)}, ${paths.length} paths`);
  });

  it('covers every state and transition of the cart machine', () => {
    expect(coverage.missing).toEqual([]);
    expect(coverage.states.covered).toBe(coverage.states.total);
    expect(coverage.transitions.covered).toBe(coverage.transitions.total);
  });

  const label = (event: ModelEvent) =>
    event.type === 'cart.add'
      ? `add ${event.product.code}`
      : event.type.replace(/^xstate\.(\w+)\.(actor\.)?/, '$1 ');
  it.each(paths.map((path) => [path.steps.map((s) => label(s.event)).join(' → ') || 'start', path] as const))(
    '%s',
    async (_, path) => {
      app = mount();
      expectState(path.start, app);
      let key: string | null = null;
      for (const step of path.steps) {
        await perform(step.event, app);
        expectState(step.state, app);
        const current = app.cart.getSnapshot().context.checkoutKey;
        // A retry after a failed opening keeps the checkout's key, so the gateway finds the same order.
        if (step.event.type === 'cart.pay' && key !== null && current !== null) expect(current).toBe(key);
        key = current;
      }
    },
  );
});
