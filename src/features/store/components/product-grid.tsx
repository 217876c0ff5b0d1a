import { SimpleGrid, Stack, Text } from '@mantine/core';
import { previewItems, VisitorBlocker } from '@/shared/ui';
import type { Product } from '../api';
import { storeMessages } from '../messages';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  products: Product[];
  signedIn: boolean;
  addLabel: string;
  onAdd: (product: Product) => void;
}

/** Product cards; visitors get a preview of four and the sign-in blocker. */
export function ProductGrid({ products, signedIn, addLabel, onAdd }: ProductGridProps) {
  if (products.length === 0) return <Text>{storeMessages.products.empty}</Text>;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {previewItems(products, signedIn).map((product) => (
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
