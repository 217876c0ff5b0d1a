import { describe, expect, it, vi } from 'vitest';
import { createSessionEnder } from '@/api/session-end';
import { BASE, json } from './fake-gateway';

describe('server logout', () => {
  it('posts the refresh token to /Auth/Logout without a bearer, and never throws', async () => {
    const requests: Request[] = [];
    const fetch = vi.fn(async (request: Request) => {
      requests.push(request);
      return json({ responseCode: '00', responseMessage: 'Sesión cerrada.', data: null });
    });
    createSessionEnder({ baseUrl: BASE, fetch: fetch as unknown as typeof globalThis.fetch })('refresh-3');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${BASE}/Auth/Logout`);
    expect(request?.headers.get('RefreshToken')).toBe('refresh-3');
    expect(request?.headers.get('Authorization')).toBeNull();
  });

  it('swallows a network failure: signing out locally does not depend on it', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(() =>
      createSessionEnder({ baseUrl: BASE, fetch: fetch as unknown as typeof globalThis.fetch })('refresh-4'),
    ).not.toThrow();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});
