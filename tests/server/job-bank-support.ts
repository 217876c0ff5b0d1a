import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';

import { solidPng } from './profile-support/png.js';
import { type FormValue, sendForm } from './support/forms.js';

/** A real one-page PDF, as a CV. */
export async function realPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

export const pdfFile = (data: Buffer, name = 'cv.pdf'): FormValue => ({
  data,
  name,
  type: 'application/pdf',
});

/** Step 1 of the job form as the page sends it. */
export function jobFields(overrides: Record<string, FormValue> = {}): Record<string, FormValue> {
  return {
    Title: 'Gestora de comunidad',
    Description: 'Coordinar la comunidad del portal.',
    Currency: 'MXN',
    Salary: '25000.50',
    Location: 'Oaxaca, Oax.',
    Direction: 'Calle Alcalá 100',
    CompanyName: 'Comunidad Viva',
    PhoneNumber: '5512345678',
    Email: 'empleos@comunidadviva.mx',
    JobCategory: '1',
    CompanyImage: { data: solidPng(40, 40), name: 'logo.png', type: 'image/png' },
    ...overrides,
  };
}

export function registerJob(app: FastifyInstance, token: string, fields = jobFields()) {
  return sendForm(app, 'POST', '/backend/Job', fields, token);
}

export function apply(app: FastifyInstance, token: string, jobId: number, cv: FormValue) {
  return sendForm(app, 'POST', '/BackEnd/Postulant', { JobId: String(jobId), Curriculum: cv }, token);
}
