import type { FastifyInstance } from 'fastify';
import { sendForm, type FormValue } from './support/forms.js';
import { solidPng } from './profile-support/png.js';

export const png = (name: string, width = 16, height = 16): FormValue => ({
  data: solidPng(width, height),
  name,
  type: 'image/png',
});

export const pdf: FormValue = {
  data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  name: 'programa.pdf',
  type: 'application/pdf',
};

export interface ModelInput {
  CompanyPostId?: number;
  DepartmentId?: number | null;
  JobRoleId?: number | null;
  CompanyPostCategoryId?: number;
  Title?: string;
  Text?: unknown;
  ListUser: number[];
  PostType?: number;
  RemovedImages?: number[];
}

/** Sends a company post form: the model as JSON text, images and files as repeated parts. */
export function sendPost(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  token: string,
  model: ModelInput,
  parts: { images?: FormValue[]; files?: FormValue[] } = {},
) {
  const fields: [string, FormValue][] = [
    [
      'model',
      JSON.stringify({ CompanyPostCategoryId: 1, Title: 'Artículo de prueba', PostType: 0, ...model }),
    ],
    ...(parts.images ?? []).map((image): [string, FormValue] => ['images', image]),
    ...(parts.files ?? []).map((file): [string, FormValue] => ['files', file]),
  ];
  return sendForm(app, method, '/backoffice/CompanyPost', fields, token);
}
