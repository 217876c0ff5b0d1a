import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/fixtures';
import { signIn, signInToConsole, signOut } from './support/session';

const RUN = Date.now().toString(36);
const ARTICLE = `Semana de la inclusión ${RUN}`;
const GALLERY = `Galería de la semana ${RUN}`;
/** In the demo data, the group Tecnología holds miembro@ and alejandro.cruz@; sofia.reyes@ is in Operaciones. */
const GROUP = 'Tecnología';

const png = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 160 } } })
    .png()
    .toBuffer();

async function aimAtGroup(page: Page, dialog: Locator) {
  // The pills around the hidden input take the pointer; the input opens the list all the same.
  await dialog.getByRole('combobox', { name: 'Grupos' }).click({ force: true });
  await page.getByRole('option', { name: GROUP, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('cell', { name: 'Alejandro Cruz Navarro', exact: true })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Sofía Reyes Castillo', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Agregar todos los filtrados' }).click();
  await expect(dialog.getByText('2 usuarios elegidos')).toBeVisible();
}

test('HR publishes an article and a gallery for one group; members read, like, comment, reply and report', async ({
  page,
}) => {
  await signInToConsole(page, '/admin/company-post', 'Mundo Pride');

  // The article: image 800x600, a pdf attachment, rich text, aimed at the group.
  await page.getByRole('button', { name: 'Agregar' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo artículo' });
  await form.getByRole('textbox', { name: /^Título/ }).fill(ARTICLE);
  const editor = form.getByRole('textbox', { name: 'Texto' });
  await editor.click();
  await page.keyboard.type('Una semana para aprender juntas y juntos. ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Todas las personas son bienvenidas.');
  const files = form.locator('input[type="file"]');
  await files
    .nth(0)
    .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: await png(800, 600, 200) });
  await files.nth(1).setInputFiles({
    name: 'programa.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await aimAtGroup(page, form);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Se creó correctamente!')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('cell', { name: ARTICLE, exact: true })).toBeVisible();

  // The gallery: five photos of 1280x960.
  await page.getByRole('tab', { name: 'Galerías' }).click();
  await page.getByRole('button', { name: 'Agregar' }).click();
  const galleryForm = page.getByRole('dialog', { name: 'Nueva galería' });
  await galleryForm.getByRole('textbox', { name: /^Título/ }).fill(GALLERY);
  const photos = await Promise.all(
    [1, 2, 3, 4, 5].map(async (n) => ({
      name: `foto-${n}.png`,
      mimeType: 'image/png',
      buffer: await png(1280, 960, n * 40),
    })),
  );
  await galleryForm.locator('input[type="file"]').setInputFiles(photos);
  await aimAtGroup(page, galleryForm);
  await galleryForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Se creó correctamente!').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: GALLERY, exact: true })).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // A member of the group: the article is the featured post of the month.
  await signIn(page, 'miembro@demo.muropride.mx', { at: '/blog-company' });
  const featured = page.getByRole('region', { name: 'Publicación destacada' });
  await expect(featured.getByRole('link', { name: ARTICLE })).toBeVisible();
  await expectAccessible(page);
  await featured.getByRole('link', { name: ARTICLE }).click();
  await expect(page.getByRole('heading', { name: ARTICLE, level: 1 })).toBeVisible();
  const postUrl = page.url();
  await expect(page.getByText('Todas las personas son bienvenidas.')).toHaveJSProperty('tagName', 'STRONG');
  await expect(page.getByRole('link', { name: 'programa.pdf' })).toBeVisible();
  await expect(page.getByText('5 vistas')).toBeVisible();
  const like = page.getByRole('button', { name: /^Me gusta/ });
  await expect(like).toHaveText(/Me gusta · 0/);
  await like.click();
  // One like shows as 1×5 − 4 = 1 for the person who gave it (spec 001 §3).
  await expect(like).toHaveText(/Me gusta · 1/);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const composer = page.getByRole('textbox', { name: 'Escribe un comentario' });
  await expect(page.getByText('Sin comentarios')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar', exact: true }).first()).toBeDisabled();
  await composer.fill('¡Qué gran iniciativa!');
  await page.getByRole('button', { name: 'Agregar emoji' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: '🎉' }).click();
  await expect(composer).toHaveValue('¡Qué gran iniciativa!🎉');
  await page.getByRole('main').getByRole('button', { name: 'Enviar', exact: true }).first().click();
  await expect(page.getByText('¡Qué gran iniciativa!🎉')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/blog-company/gallery');
  await expect(page.getByRole('heading', { name: GALLERY })).toBeVisible();
  await expect(page.getByText('Hay 1 fotos más en esta galería.')).toBeVisible();
  await expect(page.getByRole('button', { name: `${GALLERY}, foto 4` })).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // Another member of the group replies and reports the comment.
  await signIn(page, 'alejandro.cruz@demo.muropride.mx', { at: postUrl });
  const comment = page.getByRole('listitem').filter({ hasText: '¡Qué gran iniciativa!' });
  await comment.getByRole('button', { name: 'Responder' }).click();
  await page.getByRole('textbox', { name: 'Escribe tu respuesta' }).fill('¡Me sumo!');
  await comment.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(comment.getByText('¡Me sumo!')).toBeVisible();
  await comment.getByRole('button', { name: 'Reportar' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Comentario Reportado' })).toBeVisible();
  await expect(comment.getByText('Reportado', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // A member outside the group sees neither the article nor the gallery.
  await signIn(page, 'sofia.reyes@demo.muropride.mx', { at: '/blog-company' });
  await expect(page.getByRole('heading', { name: 'Mundo Pride', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: ARTICLE })).toHaveCount(0);
  await page.goto(postUrl);
  const missing = page.getByRole('region', { name: 'Registro no encontrado' });
  await expect(missing).toContainText('El registro que está buscando no existe o ha sido dado de baja.');
  await expect(missing.getByRole('link', { name: 'Volver a Mundo Pride' })).toHaveAttribute(
    'href',
    '/blog-company',
  );
  await page.goto('/blog-company/gallery');
  await expect(page.getByRole('heading', { name: 'Galería', level: 1 })).toBeVisible();
  await expect(page.getByText(GALLERY)).toHaveCount(0);
  await expectAccessible(page);
  await signOut(page);
});

test('a visitor reads previews under the blocker and cannot like or comment', async ({ page }) => {
  await page.goto('/blog-company');
  await expect(page.getByRole('heading', { name: 'Mundo Pride', level: 1 })).toBeVisible();
  // The month's list shows a visitor all it has (the blocker stands only over a list it cuts short).
  await expect(page.getByRole('region', { name: 'Publicación destacada' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('region', { name: 'Publicación destacada' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/me gusta$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Me gusta/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Escribe un comentario' })).toHaveCount(0);
  // One blocker under the preview: the comments below do not repeat it.
  await expect(page.getByRole('heading', { name: 'Inicia sesión para ver todo el contenido' })).toHaveCount(
    1,
  );
  await expectAccessible(page);
  await page.goto('/stories-pride');
  await expect(page.getByRole('heading', { name: 'Orgullo LGBTQ+', level: 1 })).toBeVisible();
  await expectAccessible(page);
});
