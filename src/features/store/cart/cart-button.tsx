import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { cartQuantity } from '../../../../machines/cart-lines';
import { CartIcon } from '../components/icons';
import { storeMessages } from '../messages';
import { getCart } from './cart-store';

// The drawer's contents (payment methods, the cart's parts) load only when it is opened.
const CartDrawerContent = lazy(() => import('./cart-drawer-content'));

/** The header's cart button for members: the product count and the cart in a drawer. */
export default function CartButton() {
  const cart = getCart('products');
  const count = useSelector(cart, (s) => cartQuantity(s.context.groups));
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        onClick={open}
        aria-label={storeMessages.cart.open(count)}
        leftSection={<CartIcon />}
      >
        <span aria-hidden="true">{count}</span>
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        title={storeMessages.titles.cart}
        size="md"
        closeButtonProps={{ 'aria-label': storeMessages.products.close }}
      >
        {opened ? (
          <Suspense fallback={null}>
            <CartDrawerContent cart={cart} />
          </Suspense>
        ) : null}
      </Drawer>
    </>
  );
}
