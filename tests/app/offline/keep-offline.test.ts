import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceShelf } from '@/app/offline/device-shelf';
import { forgetOffline, keepOffline, KEPT_FOR_MS, shelfKey } from '@/app/offline/keep-offline';

type MemoryShelf = DeviceShelf & { entries: Map<string, string> };

/** The device's storage as a map, so a test reads what would be written. */
function memoryShelf(): MemoryShelf {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: async (key) => entries.get(key),
    setItem: async (key, value) => void entries.set(key, value),
    removeItem: async (key) => void entries.delete(key),
    keys: async () => [...entries.keys()],
    clear: async () => entries.clear(),
  };
}

const PERSON = 1003;
const stops: (() => void)[] = [];

function keep(client: QueryClient, shelf: DeviceShelf, format = 'contrato-1', person = PERSON) {
  const kept = keepOffline(client, person, shelf, format);
  stops.push(kept.stop);
  return kept;
}

function savedKeys(shelf: MemoryShelf, person = PERSON): unknown[] {
  const saved = JSON.parse(shelf.entries.get(shelfKey(person)) ?? 'null') as {
    clientState: { queries: { queryKey: unknown }[] };
  } | null;
  return saved?.clientState.queries.map((q) => q.queryKey) ?? [];
}

/** Saving is throttled: waits until the device holds the query under the person's entry. */
async function untilSaved(shelf: MemoryShelf, key: unknown[], person = PERSON) {
  await vi.waitFor(() => expect(savedKeys(shelf, person)).toContainEqual(key), { timeout: 3000 });
}

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

describe('pages kept on the device (decision 0301)', () => {
  it('writes the chosen queries of the person and none of the others', async () => {
    const shelf = memoryShelf();
    const client = new QueryClient();
    await keep(client, shelf).restored;
    client.setQueryData(['chat', 'messages', 'contact', 7], [{ text: 'privado' }]);
    client.setQueryData(['jobs', 'candidates', 5], [{ name: 'Otra persona' }]);
    client.setQueryData(['rewards', 'history', 'nov'], [{ points: 150 }]);

    await untilSaved(shelf, ['rewards', 'history', 'nov']);
    expect(savedKeys(shelf)).toEqual([['rewards', 'history', 'nov']]);
  });

  it('puts back what it kept when the person opens the portal again', async () => {
    const shelf = memoryShelf();
    const before = new QueryClient();
    await keep(before, shelf).restored;
    before.setQueryData(['home', 'widgets', PERSON], { points: 1250 });
    await untilSaved(shelf, ['home', 'widgets', PERSON]);

    const after = new QueryClient();
    await keep(after, shelf).restored;
    expect(after.getQueryData(['home', 'widgets', PERSON])).toEqual({ points: 1250 });
    expect(after.getQueryDefaults(['home', 'widgets', PERSON]).gcTime).toBe(KEPT_FOR_MS);
  });

  it('removes what another person left on the device and never shows it', async () => {
    const shelf = memoryShelf();
    const theirs = new QueryClient();
    await keep(theirs, shelf, 'contrato-1', 2001).restored;
    theirs.setQueryData(['home', 'widgets', 2001], { points: 99 });
    await untilSaved(shelf, ['home', 'widgets', 2001], 2001);

    const mine = new QueryClient();
    await keep(mine, shelf).restored;
    expect(shelf.entries.has(shelfKey(2001))).toBe(false);
    expect(mine.getQueryData(['home', 'widgets', 2001])).toBeUndefined();
  });

  it('drops what was kept under another contract', async () => {
    const shelf = memoryShelf();
    const old = new QueryClient();
    await keep(old, shelf, 'contrato-1').restored;
    old.setQueryData(['store', 'orders', 1], { list: [1] });
    await untilSaved(shelf, ['store', 'orders', 1]);

    const next = new QueryClient();
    await keep(next, shelf, 'contrato-2').restored;
    expect(next.getQueryData(['store', 'orders', 1])).toBeUndefined();
    expect(shelf.entries.has(shelfKey(PERSON))).toBe(false);
  });

  it('discards what it cannot read back and keeps saving', async () => {
    const shelf = memoryShelf();
    shelf.entries.set(shelfKey(PERSON), '{dañado');
    // The persister reports the damaged entry on the console outside production; that report is expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient();
    await keep(client, shelf).restored;
    expect(report).toHaveBeenCalled();
    vi.restoreAllMocks();
    client.setQueryData(['notifications', 'list'], [{ id: 1 }]);
    await untilSaved(shelf, ['notifications', 'list']);
  });

  it('keeps working, keeping nothing, on a device that refuses its storage', async () => {
    const refused = async () => {
      throw new DOMException('Almacenamiento no disponible', 'InvalidStateError');
    };
    const shelf: DeviceShelf = {
      getItem: refused,
      setItem: refused,
      removeItem: refused,
      keys: refused,
      clear: refused,
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const client = new QueryClient();
      await keep(client, shelf).restored;
      client.setQueryData(['rewards', 'latest'], [1]);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await expect(forgetOffline(shelf)).resolves.toBeUndefined();
      expect(client.getQueryData(['rewards', 'latest'])).toEqual([1]);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('stops writing once stopped, and signing out forgets everything', async () => {
    const shelf = memoryShelf();
    const client = new QueryClient();
    const kept = keep(client, shelf);
    await kept.restored;
    client.setQueryData(['surveys', 'profile', PERSON], [1]);
    await untilSaved(shelf, ['surveys', 'profile', PERSON]);
    client.setQueryData(['surveys', 'profile', PERSON], [1, 2]);
    kept.stop();
    await forgetOffline(shelf);
    // The throttle's trailing save would land now; stopped, it writes nothing.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(shelf.entries.size).toBe(0);
  });
});
