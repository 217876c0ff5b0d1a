import { clear, createStore, del, get, keys, set } from 'idb-keyval';

/** Where a device keeps pages for offline use: one entry per person, as text. */
export interface DeviceShelf {
  getItem: (key: string) => Promise<string | undefined | null>;
  setItem: (key: string, value: string) => Promise<unknown>;
  removeItem: (key: string) => Promise<void>;
  keys: () => Promise<string[]>;
  clear: () => Promise<void>;
}

/** The browser's IndexedDB (no size limit worth the name, unlike localStorage's few megabytes). */
export function indexedDbShelf(): DeviceShelf {
  const store = createStore('muro-offline', 'paginas');
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
    keys: async () => (await keys(store)).map(String),
    clear: () => clear(store),
  };
}
