import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@/shared/format';
import type { Product } from '../api';
import { RestrictionsButton } from './restrictions-button';

export interface ProductCardProps {
  product: Product;
  addLabel: string;
  /** Absent for visitors, who only see the preview. */
  onAdd?: (product: Product) => void;
}

/** A product with its image, price, restrictions and the add-to-cart button. */
export function ProductCard({ product, addLabel, onAdd }: ProductCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`product-${product.productId}`}
    >
      <Card.Section>
        <Image src={product.urlImage} alt="" h={140} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={3} size="h5" id={`product-${product.productId}`}>
          {product.name}
        </Title>
        <Text size="sm">{product.description}</Text>
        <Text fw={700} size="lg">
          {formatMoney(product.productPrice)}
        </Text>
        <Group justify="space-between">
          <RestrictionsButton name={product.name} restrictions={product.restrictions} />
          {onAdd ? (
            <Button size="sm" onClick={() => onAdd(product)} aria-label={`${addLabel}: ${product.name}`}>
              {addLabel}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
