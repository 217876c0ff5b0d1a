import { clear, createStore, del, get, keys, set } from 'idb-keyval';

/** Where a device keeps pages for offline use: one entry per person, as text. */
export interface DeviceShelf {
  getItem: (key: string) => Promise<string | undefined | null>;
  setItem: (key: string, value: string) => Promise<unknown>;
  removeItem: (key: string) => Promise<void>;
  keys: () => Promise<string[]>;
  clear: () => Promise<void>;
}

/** Where nothing can be kept (a browser without IndexedDB): every page simply waits for the connection. */
const noShelf: DeviceShelf = {
  getItem: async () => undefined,
  setItem: async () => undefined,
  removeItem: async () => undefined,
  keys: async () => [],
  clear: async () => undefined,
};

/** The browser's IndexedDB (no size limit worth the name, unlike localStorage's few megabytes). */
export function indexedDbShelf(): DeviceShelf {
  if (typeof indexedDB === 'undefined') return noShelf;
  const store = createStore('muro-offline', 'paginas');
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
    keys: async () => (await keys(store)).map(String),
    clear: () => clear(store),
  };
}
