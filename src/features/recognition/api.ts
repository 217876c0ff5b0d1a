import { readQuery } from '@/api/read-query';
import { api } from '@/api/client';
import { envelope } from '@/api/envelope';
import type { RecognitionOutcome, RecognitionPayload } from '../../../machines/recognition.machine';

export type { AcknowledgmentType as Category, RankingEntry, MyAcknowledgments } from '@openapi/schema';

/** The board's queries; the only place their keys are written. */
export const recognitionQueries = {
  all: ['recognition'] as const,
  categories: () =>
    readQuery([...recognitionQueries.all, 'categories'], () => api.GET('/backend/AcknowledgmentType')),
  topTen: (typeId: number) =>
    readQuery([...recognitionQueries.all, 'top10', typeId], () =>
      api.GET('/backend/AcknowledgmentUserProfile/top10/{typeId}', { params: { path: { typeId } } }),
    ),
  wholeRanking: (typeId: number) =>
    readQuery([...recognitionQueries.all, 'module', typeId], () =>
      api.GET('/backend/GetAcknowledgmentUserProfileModule', {
        params: { query: { acknowledgmentTypeId: typeId } },
      }),
    ),
  topOnes: () =>
    readQuery([...recognitionQueries.all, 'top1'], () => api.GET('/backend/AcknowledgmentUserProfile/top1')),
  destinataries: () =>
    readQuery([...recognitionQueries.all, 'destinataries'], () =>
      api.GET('/backend/AcknowledgmentUserProfile/destinataries'),
    ),
  mine: () =>
    readQuery([...recognitionQueries.all, 'mine'], () => api.GET('/backend/AcknowledgmentUserProfile')),
};

/** Gives a recognition; the reply's code and message whatever they are, for the flow to branch on. */
async function saveRecognition(body: RecognitionPayload): Promise<RecognitionOutcome> {
  const reply = await envelope(api.POST('/backend/AcknowledgmentUserProfile', { body }));
  const errors = (reply.data as { errors?: { message: string }[] } | null)?.errors;
  return { responseCode: reply.responseCode, responseMessage: errors?.[0]?.message ?? reply.responseMessage };
}

/** The board's writes. */
export const recognitionCalls = { saveRecognition };
