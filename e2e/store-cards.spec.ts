import { expect, test } from './support/fixtures';

test('product cards show their whole art and line up their buttons', async ({ page }) => {
  await page.goto('/provider/1');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  // One card's description wraps to two lines at this width; its buttons still sit with the others'.
  const restrictions = await page.getByRole('button', { name: /^Restricciones de / }).all();
  const bottoms = await Promise.all(restrictions.map(async (b) => (await b.boundingBox())?.y ?? -1));
  expect(new Set(bottoms.map(Math.round)).size).toBe(1);
  for (const image of await cards.locator('img').all()) {
    await expect(image).toHaveCSS('object-fit', 'contain');
    const drawn = await image.evaluate((img: HTMLImageElement) => ({
      box: img.clientWidth / img.clientHeight,
      art: img.naturalWidth / img.naturalHeight,
    }));
    // The frame has the art's proportions, so nothing is cut off and nothing is squeezed.
    expect(drawn.box).toBeCloseTo(drawn.art, 1);
  }
});
