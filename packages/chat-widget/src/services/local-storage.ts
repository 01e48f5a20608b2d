/**
 * localStorage read and written by key (docs/product.md §3.3): storage may be missing, full or refuse access
 * (a sandboxed frame), so a failure is logged and reads as no value.
 */

export function readStored(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (error) {
    console.error(`ChatWidget: cannot read ${key}`, error);
    return null;
  }
}

export function writeStored(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    console.error(`ChatWidget: cannot store ${key}`, error);
  }
}
