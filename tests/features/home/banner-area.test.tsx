import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema';
import { BannerArea } from '@/features/home/components/banner-area';

const banner = (id: number): components['schemas']['HolidayItem'] => ({
  companyHolidayId: id,
  imagePath: `/files/home/banner-${id}.webp`,
  description: `Aviso ${id}`,
  isVideo: false,
  iframe: null,
  videoPath: null,
  link: null,
  typeId: 2,
});

const area = (props: Partial<Parameters<typeof BannerArea>[0]>) =>
  render(
    <MantineProvider>
      <BannerArea
        label="Avisos"
        items={[]}
        delay={5000}
        duration={40}
        width={1600}
        height={690}
        onOpen={() => {}}
        {...props}
      />
    </MantineProvider>,
  );

describe("the home's banner area", () => {
  it("keeps the banners' room at their aspect ratio while their call answers", () => {
    const { container } = area({ pending: true });
    expect(screen.queryByRole('img')).toBeNull();
    const room = container.querySelector('[aria-hidden="true"] > div');
    expect(room).toHaveStyle({ aspectRatio: '1600 / 690' });
  });

  it('shows nothing once the call answers with no banners', () => {
    const { container } = area({ pending: false });
    expect(container.querySelector('img, [aria-hidden="true"]')).toBeNull();
  });

  it('stands the first banner as a sized, prioritised image until the carousel arrives', () => {
    area({ items: [banner(1), banner(2)], priority: true });
    const image = screen.getByRole('img', { name: 'Aviso 1' });
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
