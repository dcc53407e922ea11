import { describe, expect, it } from 'vitest';
import { dismissToast, getToasts, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, toast } from './toast';

describe('toast store', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(getToasts().map((item) => item.title)).toEqual(['Second']);
  });
  it('marks a dismissed toast closed', () => {
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts().find((item) => item.id === id)?.open).toBe(false);
  });
  it('shows a toast for 5 seconds and closes it on a 50 px swipe', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });
});
