import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { envelope, unwrap } from '@/api/envelope';
import type { RecognitionOutcome, RecognitionPayload } from '../../../machines/recognition.machine';

export type { AcknowledgmentType as Category, RankingEntry, MyAcknowledgments } from '@openapi/schema';

/** The board's queries; the only place their keys are written. */
export const recognitionQueries = {
  all: ['recognition'] as const,
  categories: () =>
    queryOptions({
      queryKey: [...recognitionQueries.all, 'categories'],
      queryFn: () => unwrap(api.GET('/backend/AcknowledgmentType')),
    }),
  topTen: (typeId: number) =>
    queryOptions({
      queryKey: [...recognitionQueries.all, 'top10', typeId],
      queryFn: () =>
        unwrap(
          api.GET('/backend/AcknowledgmentUserProfile/top10/{typeId}', { params: { path: { typeId } } }),
        ),
    }),
  wholeRanking: (typeId: number) =>
    queryOptions({
      queryKey: [...recognitionQueries.all, 'module', typeId],
      queryFn: () =>
        unwrap(
          api.GET('/backend/GetAcknowledgmentUserProfileModule', {
            params: { query: { acknowledgmentTypeId: typeId } },
          }),
        ),
    }),
  topOnes: () =>
    queryOptions({
      queryKey: [...recognitionQueries.all, 'top1'],
      queryFn: () => unwrap(api.GET('/backend/AcknowledgmentUserProfile/top1')),
    }),
  destinataries: () =>
    queryOptions({
      queryKey: [...recognitionQueries.all, 'destinataries'],
      queryFn: () => unwrap(api.GET('/backend/AcknowledgmentUserProfile/destinataries')),
    }),
  mine: () =>
    queryOptions({
      queryKey: [...recognitionQueries.all, 'mine'],
      queryFn: () => unwrap(api.GET('/backend/AcknowledgmentUserProfile')),
    }),
};

/** Gives a recognition; the reply's code and message whatever they are, for the flow to branch on. */
async function saveRecognition(body: RecognitionPayload): Promise<RecognitionOutcome> {
  const reply = await envelope(api.POST('/backend/AcknowledgmentUserProfile', { body }));
  const errors = (reply.data as { errors?: { message: string }[] } | null)?.errors;
  return { responseCode: reply.responseCode, responseMessage: errors?.[0]?.message ?? reply.responseMessage };
}

/** The board's writes. */
export const recognitionCalls = { saveRecognition };
