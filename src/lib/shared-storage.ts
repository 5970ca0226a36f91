import type { PersistStorage, StorageValue } from "zustand/middleware";

/** The one localStorage entry every persisted store writes into (docs/product.md §3). */
export const STORE_KEY = "app-storage";

type Saved = StorageValue<Record<string, unknown>>;

function read(): Saved | null {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    return raw ? (JSON.parse(raw) as Saved) : null;
  } catch {
    return null;
  }
}

/**
 * Storage for one store's slice of `app-storage`: it reads only its own fields and merges its writes into
 * the entry, so stores owned by different features share the key without overwriting each other.
 */
export function sharedSlice<S>(fields: readonly (keyof S & string)[]): PersistStorage<S> {
  return {
    getItem: () => {
      const saved = read();
      if (!saved?.state) return null;
      const state = Object.fromEntries(
        fields.filter((f) => f in saved.state).map((f) => [f, saved.state[f]]),
      );
      return { state: state as S, version: saved.version };
    },
    setItem: (_name, value) => {
      const saved = read();
      const state = { ...saved?.state, ...(value.state as Record<string, unknown>) };
      localStorage.setItem(STORE_KEY, JSON.stringify({ state, version: value.version }));
    },
    removeItem: () => localStorage.removeItem(STORE_KEY),
  };
}
