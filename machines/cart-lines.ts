/**
 * The cart's contents (spec 000 §3): provider groups with their items, in the spec's field names, and the
 * pure rules that change them. Amounts are pesos shown to the person; the gateway prices the order itself.
 */
interface CartItem {
  ProductId: number;
  Name: string;
  Price: number;
  Quantity: number;
  Code: string;
  UrlImage: string;
  Descripcion: string;
  ProviderId: number;
  Total: number;
}

export interface CartGroup {
  ProviderId: number;
  ProviderName: string;
  Logo: string;
  Total: number;
  Quantity: number;
  Items: CartItem[];
}

/** What a product card hands to the cart. */
export interface CartProduct {
  productId: number;
  providerId: number;
  providerName: string;
  providerLogo: string;
  name: string;
  price: number;
  code: string;
  urlImage: string;
  description: string;
}

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

// Cents avoid binary rounding in totals such as 3 × 0.1.
const times = (price: number, quantity: number) => Math.round(price * 100) * quantity;
const pesos = (cents: number) => cents / 100;
const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity)));

function withTotals(group: CartGroup): CartGroup {
  const items = group.Items.map((item) => ({ ...item, Total: pesos(times(item.Price, item.Quantity)) }));
  return {
    ...group,
    Items: items,
    Quantity: items.reduce((sum, item) => sum + item.Quantity, 0),
    Total: pesos(items.reduce((sum, item) => sum + times(item.Price, item.Quantity), 0)),
  };
}

/** Adds one unit: a product already in the cart only gets its quantity increased (at most 10). */
export function addProduct(groups: CartGroup[], product: CartProduct): CartGroup[] {
  const item: CartItem = {
    ProductId: product.productId,
    Name: product.name,
    Price: product.price,
    Quantity: 1,
    Code: product.code,
    UrlImage: product.urlImage,
    Descripcion: product.description,
    ProviderId: product.providerId,
    Total: product.price,
  };
  const group = groups.find((g) => g.ProviderId === product.providerId);
  if (!group) {
    const created: CartGroup = {
      ProviderId: product.providerId,
      ProviderName: product.providerName,
      Logo: product.providerLogo,
      Total: 0,
      Quantity: 0,
      Items: [item],
    };
    return [...groups, withTotals(created)];
  }
  const existing = group.Items.some((i) => i.ProductId === product.productId);
  const items = existing
    ? group.Items.map((i) =>
        i.ProductId === product.productId ? { ...i, Quantity: clamp(i.Quantity + 1) } : i,
      )
    : [...group.Items, item];
  return groups.map((g) => (g === group ? withTotals({ ...g, Items: items }) : g));
}

export function changeQuantity(groups: CartGroup[], productId: number, quantity: number): CartGroup[] {
  return groups.map((g) =>
    g.Items.some((i) => i.ProductId === productId)
      ? withTotals({
          ...g,
          Items: g.Items.map((i) => (i.ProductId === productId ? { ...i, Quantity: clamp(quantity) } : i)),
        })
      : g,
  );
}

/** Removes one product; a group whose total reaches zero goes too. */
export function removeProduct(groups: CartGroup[], productId: number): CartGroup[] {
  return groups
    .map((g) => withTotals({ ...g, Items: g.Items.filter((i) => i.ProductId !== productId) }))
    .filter((g) => g.Total > 0);
}

export const removeGroup = (groups: CartGroup[], providerId: number): CartGroup[] =>
  groups.filter((g) => g.ProviderId !== providerId);

export const cartTotal = (groups: CartGroup[]): number =>
  pesos(groups.reduce((sum, g) => sum + Math.round(g.Total * 100), 0));

export const cartQuantity = (groups: CartGroup[]): number => groups.reduce((sum, g) => sum + g.Quantity, 0);

/** The pay request's products: only ids and quantities (the gateway prices them). */
export const orderLines = (groups: CartGroup[]) =>
  groups.flatMap((g) => g.Items.map((i) => ({ ProductId: i.ProductId, Quantity: i.Quantity })));
