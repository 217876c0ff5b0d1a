import { ApiError } from './api-error';

interface FileCall {
  data?: unknown;
  error?: unknown;
  response: Response;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A file the gateway sent (a call made with `parseAs: 'blob'`) with the name its Content-Disposition gives, or
 * `fallbackName`; a refusal becomes an ApiError with the gateway's code and Spanish message.
 */
export async function fileOf(
  call: Promise<FileCall>,
  fallbackName: string,
): Promise<{ blob: Blob; name: string }> {
  const { data, error, response } = await call;
  if (!response.ok || !data) {
    const refusal = (error ?? {}) as { responseCode?: unknown; responseMessage?: unknown };
    throw new ApiError(
      text(refusal.responseCode) ?? 'HTTP',
      text(refusal.responseMessage) ?? `HTTP ${response.status}`,
      response.status,
    );
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: data as Blob, name: name ?? fallbackName };
}
