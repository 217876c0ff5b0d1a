import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { resetFakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

vi.mock('@/api/client', async () => (await import('./support/mock-api-client')).clientAgainstFakeApi());

const documents = [
  ['ambienteseguro.pdf', 'Declaración de ambiente seguro'],
  ['avisoprivacidad.pdf', 'Aviso de privacidad'],
  ['terminosycondiciones.pdf', 'Términos y condiciones'],
] as const;

beforeEach(resetFakeApi);

describe('legal documents', () => {
  it.each(documents)('public/%s is a real Spanish PDF', async (file, label) => {
    const bytes = readFileSync(resolve(import.meta.dirname, '../../public', file));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    // As base64: jsdom's typed-array realm differs from the one fs returns.
    const pdf = await PDFDocument.load(bytes.toString('base64'));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain(label);
    expect(pdf.getTitle()).toContain('Muro Pride');
  });

  it('are linked from the footer, opening in a new tab', async () => {
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Documentos legales' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(documents.map(([file]) => `/${file}`));
    for (const [index, [, label]] of documents.entries()) {
      expect(links[index]).toHaveAccessibleName(`${label} (se abre en una pestaña nueva)`);
      expect(links[index]).toHaveAttribute('target', '_blank');
    }
  });
});
