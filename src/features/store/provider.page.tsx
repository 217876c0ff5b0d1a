import { AspectRatio, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { storeQueries, type Product, type Provider } from './api';
import { CartConfirmation } from './cart/cart-confirmation';
import { getCart } from './cart/cart-store';
import { ProductGrid } from './components/product-grid';
import { storeMessages } from './messages';
import { NotFoundNotice, QueryState } from '@/shared/ui';
import { addToCart } from './add-to-cart';

function ProviderHeader({ provider }: { provider: Provider }) {
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap">
        <Image src={provider.urlLogoClrs} alt="" w={72} h={72} fit="contain" />
        <Title order={1}>{provider.name}</Title>
      </Group>
      <Text>{provider.info}</Text>
      {provider.urlVideo ? (
        <AspectRatio ratio={16 / 9} maw={720}>
          <iframe
            src={provider.urlVideo}
            title={storeMessages.products.video(provider.name)}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            style={{ border: 0 }}
          />
        </AspectRatio>
      ) : provider.urlImageVideo ? (
        <Image src={provider.urlImageVideo} alt="" radius="md" maw={720} />
      ) : null}
    </Stack>
  );
}

/** /provider/{id}: the provider, its products and adding them to the cart (spec 000 §2). */
export default function ProviderPage() {
  const id = Number(useParams().id);
  const { signedIn } = useSession();
  const providers = useQuery(storeQueries.providers());
  const products = useQuery(storeQueries.products(id));
  const cart = getCart('products');
  const provider = providers.data?.find((p) => p.id === id);
  if (providers.isSuccess && !provider)
    return (
      <Stack gap="xl">
        <Title order={1}>{storeMessages.titles.discount}</Title>
        <NotFoundNotice backTo={paths.discount} listName={storeMessages.titles.discount} />
      </Stack>
    );
  const add = (product: Product) => {
    if (provider) addToCart(cart, product, provider);
  };
  return (
    <Stack gap="xl">
      {provider ? (
        <ProviderHeader provider={provider} />
      ) : (
        // The page keeps its heading while the provider loads, fails or is unknown.
        <>
          <Title order={1}>{storeMessages.titles.discount}</Title>
          <QueryState query={providers}>{() => null}</QueryState>
        </>
      )}
      <QueryState query={products}>
        {(list) => (
          <ProductGrid
            products={list}
            signedIn={signedIn}
            addLabel={storeMessages.products.addToCart}
            onAdd={add}
          />
        )}
      </QueryState>
      <CartConfirmation cart={cart} />
    </Stack>
  );
}
