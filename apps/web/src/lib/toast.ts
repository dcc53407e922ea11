/**
 * A tiny toast store: one toast at a time (a new one replaces the current), shown by the
 * Radix-based <Toaster/>. A dismissed toast leaves the store after TOAST_REMOVE_DELAY.
 */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = () => void;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    items = items.filter((item) => item.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
  scheduleRemoval(id);
  emit();
}

export function getToasts(): ToastItem[] {
  return items;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
