import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Product } from '../api';
import { storeMessages } from '../messages';
import { ProductCard } from './product-card';
import { VISITOR_PREVIEW, VisitorBlocker } from './visitor-blocker';

export interface ProductGridProps {
  products: Product[];
  signedIn: boolean;
  addLabel: string;
  onAdd: (product: Product) => void;
}

/** Product cards; visitors get a preview of four and the sign-in blocker. */
export function ProductGrid({ products, signedIn, addLabel, onAdd }: ProductGridProps) {
  if (products.length === 0) return <Text>{storeMessages.products.empty}</Text>;
  const shown = signedIn ? products : products.slice(0, VISITOR_PREVIEW);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {shown.map((product) => (
          <ProductCard
            key={product.productId}
            product={product}
            addLabel={addLabel}
            onAdd={signedIn ? onAdd : undefined}
          />
        ))}
      </SimpleGrid>
      {signedIn ? null : <VisitorBlocker />}
    </Stack>
  );
}
