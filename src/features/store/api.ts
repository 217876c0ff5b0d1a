import { readList, readQuery } from '@/api/read-query';
import type { Product, PayOrderPayload } from '@openapi/schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { fileOf } from '@/api/file-reply';
import { saveFile } from '@/shared/ui';
import { unwrap } from '@/api/envelope';
import { callerCompanyId } from '@/api/caller-company';

export type { Provider, Product, Order, PendingOrder, PaymentMethod, PayOrderPayload } from '@openapi/schema';

export const DONATION_TYPE = 10;
const ORDERS_PAGE_SIZE = 5;

/** Query options of the store: the only place its query keys are written. */
export const storeQueries = {
  providers: () => readList(['store', 'providers'], () => api.GET('/Ecommerce/Providers')),
  products: (providerId: number) =>
    readList(['store', 'products', providerId], () =>
      api.GET('/Ecommerce/ProviderProducts', { params: { query: { providerId } } }),
    ),
  foundations: () =>
    readList(['store', 'foundations'], () =>
      api.GET('/Ecommerce/Foundations', { params: { query: { companyId: callerCompanyId() } } }),
    ),
  donationStats: () => readQuery(['store', 'donation-stats'], () => api.GET('/Ecommerce/DonationStats')),
  paymentMethods: () => readList(['store', 'payment-methods'], () => api.GET('/Ecommerce/PaymentMethods')),
  orders: (pageIndex: number) =>
    queryOptions({
      queryKey: ['store', 'orders', pageIndex],
      queryFn: () =>
        unwrap(
          api.GET('/Ecommerce/PurchaseOrders', {
            params: { query: { pageIndex, pageSize: ORDERS_PAGE_SIZE } },
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  pendingOrders: () => readList(['store', 'pending-orders'], () => api.GET('/Ecommerce/PendingOrders')),
  order: (id: number) =>
    readQuery(['store', 'order', id], () =>
      api.GET('/Ecommerce/PurchaseOrderDetail', { params: { query: { id } } }),
    ),
};

/** Creates (or, for the same key, finds again) the cart's order and returns where to pay it. */
async function payOrder(payload: PayOrderPayload, checkoutKey: string) {
  const data = await unwrap(
    api.POST('/Ecommerce/PayOrder', {
      body: payload,
      params: { header: { 'Idempotency-Key': checkoutKey } },
    }),
  );
  if (!data) throw new Error('PayOrder answered without data');
  return data;
}

/** Cancels an order still awaiting payment. */
async function cancelOrder(orderId: number) {
  return unwrap(api.POST('/Ecommerce/CancelOrder', { params: { query: { orderId } } }));
}

/**
 * Starts the membership payment: with the token of the '11' login (no session is stored for it), or, without
 * one, with the stored session the gateway sent here (403 '11').
 */
async function payMembership(token: string | null) {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const data = await unwrap(api.POST('/Ecommerce/PayMembership', { headers }));
  if (!data) throw new Error('PayMembership answered without data');
  return data;
}

/** The receipt PDF as a file the browser saves. */
async function downloadReceipt(orderId: number, orderNumber: string): Promise<void> {
  const name = `recibo-${orderNumber}.pdf`;
  const call = api.GET('/Ecommerce/DownloadSaleAsPDF', { params: { query: { orderId } }, parseAs: 'blob' });
  saveFile(name, (await fileOf(call, name)).blob);
}

/** Add-to-cart tracking event (spec 000 §1); a failure never disturbs the person. */
function trackAddToCart(product: Product): void {
  void api
    .POST('/backend/PixelTrack', {
      body: {
        type: 'AddToCart',
        url: window.location.pathname,
        pixelData: JSON.stringify({ productId: product.productId, price: product.productPrice }),
      },
    })
    .catch(() => undefined);
}

/** The store's writes: payments, cancels, the receipt and the add-to-cart mark. */
export const storeCalls = { payOrder, cancelOrder, payMembership, downloadReceipt, trackAddToCart };
