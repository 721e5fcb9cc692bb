// Stand-ins for the browser's localStorage and sessionStorage, for the helpers that take a storage to use.

/** A Map behind the Storage methods the helpers use; `items` lets a test see what was written. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Storage the browser refuses (blocked in private browsing, or full): every call throws, a write with `onWrite`. */
export function throwingStorage({ onRead = "SecurityError", onWrite = "SecurityError" } = {}) {
  const fail = (name: string) => () => {
    throw new Error(name);
  };
  return { getItem: fail(onRead), setItem: fail(onWrite), removeItem: fail(onRead) };
}
