import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEGABYTE, type UploadRule } from '@domain/upload-rule';
import { uploadRules } from '@domain/upload-rules';
import { Uploader } from '@/shared/ui';
import { formatFileSize } from '@/shared/ui/file-size';

const photo = uploadRules.editProfile.photo;
const directory = uploadRules.insertDirectoryInfo.ContactImage;
const talk = uploadRules.createAdminTalk.images;

function file(name: string, type: string, size = 1536) {
  const chosen = new File(['x'], name, { type });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
}

let kept: File | File[] | null = null;

function One({ rule, messages }: { rule: UploadRule; messages?: { tooLarge?: string } }) {
  const [value, setValue] = useState<File | null>(null);
  kept = value;
  return <Uploader rule={rule} label="Foto" messages={messages} value={value} onChange={setValue} />;
}

function Many({ rule }: { rule: UploadRule }) {
  const [value, setValue] = useState<File[]>([]);
  kept = value;
  return <Uploader rule={rule} multiple label="Imágenes" value={value} onChange={setValue} />;
}

function renderField(ui: ReactNode) {
  kept = null;
  render(<MantineProvider env="test">{ui}</MantineProvider>);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

const pick = (input: HTMLInputElement, files: File | File[]) =>
  userEvent.upload(input, files, { applyAccept: false });

/** The browser measures every picked image at `size`, but one named 'ancha…' at `wideWidth` wide. */
function measureImages(size: { width: number; height: number }, wideWidth: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (chosen: File) => ({
      width: chosen.name.includes('ancha') ? wideWidth : size.width,
      height: size.height,
      close: () => {},
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the uploader', () => {
  it('offers the kinds of its rule to the picker', () => {
    const input = renderField(<One rule={photo} />);
    expect(input).toHaveAttribute(
      'accept',
      'image/png,.png,image/jpeg,image/pjpeg,.jpg,.jpeg,.jfif,.pjpeg,.pjp,image/webp,.webp',
    );
    expect(input).not.toHaveAttribute('multiple');
  });

  it('takes an accepted file and shows the count and size of what was chosen', async () => {
    const input = renderField(<One rule={photo} />);
    await pick(input, file('foto.png', 'image/png'));
    expect((kept as File).name).toBe('foto.png');
    expect(screen.getByText('1 archivo(s) seleccionado(s), 1.5 KB')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses one file over 10 MB with the spec message and keeps nothing', async () => {
    const input = renderField(<One rule={photo} />);
    await pick(input, file('grande.png', 'image/png', 10 * MEGABYTE + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('¡Ups! EL archivo debe ser menor a 10 MB.');
    expect(screen.getByRole('button', { name: 'Foto' })).toHaveAttribute('aria-invalid', 'true');
    expect(kept).toBeNull();
    expect(screen.queryByText(/seleccionado/)).not.toBeInTheDocument();
  });

  it('keeps the files under 10 MB of a multiple pick and warns about the others', async () => {
    const input = renderField(<Many rule={directory} />);
    expect(input).toHaveAttribute('multiple');
    await pick(input, [
      file('a.png', 'image/png', 2 * MEGABYTE),
      file('enorme.jpg', 'image/jpeg', 11 * MEGABYTE),
      file('b.webp', 'image/webp', MEGABYTE),
    ]);
    expect((kept as File[]).map((f) => f.name)).toEqual(['a.png', 'b.webp']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '¡Cuidado! Los archivos que exceden los 10 MB no se subieron',
    );
    expect(screen.getByText('2 archivo(s) seleccionado(s), 3 MB')).toBeVisible();
  });

  it('refuses a file of another kind', async () => {
    const input = renderField(<One rule={photo} />);
    await pick(input, file('notas.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo es un formato no permitido');
    expect(kept).toBeNull();
  });

  it("words a refusal the area's way when its rule or its form says so", async () => {
    const cv = renderField(<One rule={uploadRules.applyToJob.Curriculum} />);
    expect(cv.accept.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx']));
    await pick(cv, file('cv.pdf', 'application/pdf', 10 * MEGABYTE));
    expect(screen.getByRole('alert')).toHaveTextContent('El tamaño debe ser menor a 10MB');
  });

  it('lets the form word a refusal its own way', async () => {
    const input = renderField(<One rule={photo} messages={{ tooLarge: 'La foto es muy pesada' }} />);
    await pick(input, file('grande.png', 'image/png', 11 * MEGABYTE));
    expect(screen.getByRole('alert')).toHaveTextContent('La foto es muy pesada');
  });

  it('refuses an image over the allowed width and height', async () => {
    measureImages({ width: 800, height: 600 }, 801);
    const input = renderField(<One rule={talk} />);
    await pick(input, file('ancha.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen excede las dimensiones permitidas');
    expect(kept).toBeNull();
    await pick(input, file('justa.png', 'image/png'));
    await vi.waitFor(() => expect((kept as File | null)?.name).toBe('justa.png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a picked image while it is measured, so a form sent meanwhile has it', async () => {
    let measured: (size: { width: number; height: number; close(): void }) => void = () => {};
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => new Promise((done) => (measured = done))),
    );
    const input = renderField(<One rule={talk} />);
    await pick(input, file('ancha.png', 'image/png'));
    expect((kept as File | null)?.name).toBe('ancha.png');
    measured({ width: 801, height: 600, close: () => {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen excede las dimensiones permitidas');
    expect(kept).toBeNull();
  });

  it('skips an oversized image of a multiple pick with a warning', async () => {
    measureImages({ width: 1280, height: 1280 }, 1300);
    const gallery = { ...directory, image: { maxWidth: 1280, maxHeight: 1280 } };
    const input = renderField(<Many rule={gallery} />);
    await pick(input, [file('ancha.png', 'image/png'), file('cuadrada.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen excede las dimensiones permitidas');
    expect((kept as File[]).map((f) => f.name)).toEqual(['cuadrada.png']);
  });

  it('keeps at most the files its rule allows', async () => {
    const input = renderField(<Many rule={uploadRules.saveSurveyMultimedia.FileImage} />);
    await pick(
      input,
      ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.png`, 'image/png')),
    );
    expect((kept as File[]).map((f) => f.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Puedes enviar como máximo 5 archivos en este campo.',
    );
  });

  it('names its clear button after the field, and clearing forgets the file', async () => {
    const input = renderField(<One rule={photo} />);
    await pick(input, file('foto.png', 'image/png'));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar archivo: Foto' }));
    expect(kept).toBeNull();
    expect(screen.queryByText(/seleccionado/)).not.toBeInTheDocument();
  });
});

describe('the size the uploader shows', () => {
  it('is in Bytes, KB, MB, GB or TB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * MEGABYTE)).toBe('10 MB');
    expect(formatFileSize(3.25 * 1024 * MEGABYTE)).toBe('3.25 GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2 TB');
    expect(formatFileSize(5 * 1024 ** 5)).toBe('5120 TB');
  });
});
