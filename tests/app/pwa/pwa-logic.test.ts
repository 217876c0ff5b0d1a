import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_PROBE_TIMEOUT_MS, AD_PROBE_URL, probeAdBlocker } from '@/app/pwa/ad-blocker-probe';
import {
  needsIosInstructions,
  promptDue,
  PROMPT_RESHOW_MS,
  readDismissal,
  writeDismissal,
} from '@/app/pwa/prompt-schedule';
import { applyUpdate } from '@/app/pwa/update-flow';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 28, 12);

describe('install and iOS prompts come back after 30 days', () => {
  it('is 30 days', () => expect(PROMPT_RESHOW_MS).toBe(30 * DAY));

  it('is due when never dismissed', () => expect(promptDue(null, NOW)).toBe(true));

  it('waits while fewer than 30 days have passed', () => {
    expect(promptDue(NOW, NOW)).toBe(false);
    expect(promptDue(NOW - 29 * DAY, NOW)).toBe(false);
    expect(promptDue(NOW - 30 * DAY + 1, NOW)).toBe(false);
  });

  it('is due again from the 30th day on', () => {
    expect(promptDue(NOW - 30 * DAY, NOW)).toBe(true);
    expect(promptDue(NOW - 90 * DAY, NOW)).toBe(true);
  });

  it('treats a dismissal dated in the future (a wrong clock) as none', () =>
    expect(promptDue(NOW + DAY, NOW)).toBe(true));

  it('remembers each prompt apart', () => {
    localStorage.clear();
    writeDismissal('install', NOW, localStorage);
    expect(readDismissal('install', localStorage)).toBe(NOW);
    expect(readDismissal('ios', localStorage)).toBeNull();
  });

  it('ignores a stored value that is not a time', () => {
    localStorage.setItem('muro.iosPromptDismissedAt', 'ayer');
    expect(readDismissal('ios', localStorage)).toBeNull();
  });
});

describe('iOS instructions', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
  const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile';

  it('are for iPhone and iPad tabs', () => {
    expect(needsIosInstructions({ userAgent: iphone, maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(needsIosInstructions({ userAgent: mac, maxTouchPoints: 5, standalone: false })).toBe(true);
  });

  it('are not for a desktop Mac, Android, or the installed app', () => {
    expect(needsIosInstructions({ userAgent: mac, maxTouchPoints: 0, standalone: false })).toBe(false);
    expect(needsIosInstructions({ userAgent: android, maxTouchPoints: 5, standalone: false })).toBe(false);
    expect(needsIosInstructions({ userAgent: iphone, maxTouchPoints: 5, standalone: true })).toBe(false);
  });
});

describe('ad-blocker probe', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function settled(promise: Promise<boolean>) {
    const state: { value?: boolean } = {};
    void promise.then((value) => (state.value = value));
    return state;
  }

  it('asks for the bait file, uncached', async () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response('', { status: 200 })));
    expect(await probeAdBlocker(fetcher)).toBe(false);
    expect(fetcher).toHaveBeenCalledWith(AD_PROBE_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('reports a blocker after 2 seconds without an answer, and aborts the request', async () => {
    expect(AD_PROBE_TIMEOUT_MS).toBe(2000);
    let signal: AbortSignal | undefined;
    const fetcher = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const result = settled(probeAdBlocker(fetcher));
    await vi.advanceTimersByTimeAsync(1999);
    expect(result.value).toBeUndefined();
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.value).toBe(true);
    expect(signal?.aborted).toBe(true);
  });

  it('reports none when the file arrives just before the time-out', async () => {
    const fetcher = () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('')), 1999));
    const result = settled(probeAdBlocker(fetcher));
    await vi.advanceTimersByTimeAsync(1999);
    expect(result.value).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(result.value).toBe(false);
  });

  it('reports a blocker when the request is refused or answered with an error', async () => {
    expect(await probeAdBlocker(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(true);
    expect(await probeAdBlocker(() => Promise.resolve(new Response('', { status: 404 })))).toBe(true);
  });
});

describe('applying an update', () => {
  it('deletes the old caches first, keeps the precached shell, then lets the new worker take over', async () => {
    const steps: string[] = [];
    await applyUpdate({
      cacheNames: () => Promise.resolve(['workbox-precache-v2-https://muro/', 'muro-chunks', 'otra']),
      deleteCache: (name) => {
        steps.push(`delete ${name}`);
        return Promise.resolve(true);
      },
      activateWaiting: () => steps.push('activate'),
    });
    expect(steps).toEqual(['delete muro-chunks', 'delete otra', 'activate']);
  });
});
