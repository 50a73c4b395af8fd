import { validate, type Struct } from 'superstruct';

export type StoredJson<T> = {
  read: () => T | undefined;
  write: (value: T) => void;
  clear: () => void;
};

/**
 * One JSON value in localStorage, checked on the way out: a value an older build wrote, or a
 * user edited, reads as missing instead of breaking a screen.
 */
export const storedJson = <T>(key: string, struct: Struct<T, unknown>, storage: Storage = localStorage): StoredJson<T> => ({
  read: () => {
    const text = storage.getItem(key);
    if (text === null) return undefined;
    try {
      const [error, value] = validate(JSON.parse(text), struct);
      return error ? undefined : value;
    } catch {
      return undefined;
    }
  },
  write: (value) => storage.setItem(key, JSON.stringify(value)),
  clear: () => storage.removeItem(key),
});
