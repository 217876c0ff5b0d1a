import { Anchor, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { DONATION_TYPE, storeQueries, type Product } from './api';
import { CartConfirmation } from './cart/cart-confirmation';
import { CartPanel } from './cart/cart-panel';
import { getCart } from './cart/cart-store';
import { ProductGrid } from './components/product-grid';
import { storeMessages } from './messages';
import { NotFoundNotice, QueryState } from '@/shared/ui';
import { addToCart } from './add-to-cart';

const c = storeMessages.caring;

function DonationCart() {
  const methods = useQuery(storeQueries.paymentMethods());
  return (
    <Paper withBorder radius="md" p="md">
      <CartPanel
        cart={getCart('donations')}
        methods={methods.data ?? []}
        title={storeMessages.titles.donationCart}
        payLabel={storeMessages.cart.donate}
      />
    </Paper>
  );
}

/**
 * /caring-community/{id}: a foundation and its donations, paid from the donations' own cart. Only a foundation's
 * donation items are offered: a store provider's id, or an unknown one, shows the not-found notice and no way to
 * pay.
 */
export default function FoundationPage() {
  const id = Number(useParams().id);
  const { signedIn } = useSession();
  const foundations = useQuery(storeQueries.foundations());
  const foundation = foundations.data?.find((f) => f.id === id);
  const products = useQuery({ ...storeQueries.products(id), enabled: !!foundation });
  const cart = getCart('donations');
  const notFoundation = foundations.isSuccess && !foundation;
  const add = (product: Product) => {
    if (foundation) addToCart(cart, product, foundation);
  };
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: signedIn && foundation ? 8 : 12 }}>
        <Stack gap="lg">
          {foundation ? (
            <Stack gap="sm">
              <Group gap="md" wrap="nowrap">
                <Image src={foundation.providerLogo} alt="" w={96} h={80} fit="contain" />
                <Title order={1}>{foundation.name}</Title>
              </Group>
              <Text>{foundation.info}</Text>
              <Anchor href={foundation.urlSite} target="_blank" rel="noreferrer">
                {c.site}
              </Anchor>
            </Stack>
          ) : (
            // The page keeps its heading while the foundation loads, fails or is unknown.
            <>
              <Title order={1}>{storeMessages.titles.caringCommunity}</Title>
              <QueryState query={foundations}>{() => null}</QueryState>
            </>
          )}
          {notFoundation ? null : <Title order={2}>{c.donations}</Title>}
          {notFoundation ? (
            <NotFoundNotice backTo={paths.caringCommunity} listName={storeMessages.titles.caringCommunity} />
          ) : (
            <QueryState query={products}>
              {(list) => (
                <ProductGrid
                  products={list.filter((p) => p.productType === DONATION_TYPE)}
                  signedIn={signedIn}
                  addLabel={storeMessages.products.addDonation}
                  onAdd={add}
                />
              )}
            </QueryState>
          )}
        </Stack>
      </Grid.Col>
      {signedIn && foundation ? (
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DonationCart />
        </Grid.Col>
      ) : null}
      <CartConfirmation cart={cart} />
    </Grid>
  );
}
