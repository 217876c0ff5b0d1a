import { AspectRatio, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@/shared/format';
import type { Product } from '../api';
import { RestrictionsButton } from './restrictions-button';

export interface ProductCardProps {
  product: Product;
  addLabel: string;
  /** Absent for visitors, who only see the preview. */
  onAdd?: (product: Product) => void;
}

/**
 * A product with its image, price, restrictions and the add-to-cart button. The art is shown whole in a
 * fixed 16:10 frame, and the card fills its grid row with the buttons at the bottom, so cards line up.
 */
export function ProductCard({ product, addLabel, onAdd }: ProductCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      h="100%"
      aria-labelledby={`product-${product.productId}`}
    >
      <Card.Section>
        <AspectRatio ratio={16 / 10} bg="gray.0">
          <Image src={product.urlImage} alt="" fit="contain" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm" flex={1}>
        <Title order={3} size="h5" id={`product-${product.productId}`}>
          {product.name}
        </Title>
        <Text size="sm">{product.description}</Text>
        <Text fw={700} size="lg" mt="auto">
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
