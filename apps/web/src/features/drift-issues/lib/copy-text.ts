import { toast } from '../../../lib/toast';

/** Copies and confirms with a toast ("{label} copied to clipboard", or "Copied"). */
export async function copyText(text: string, label?: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: label ? `${label} copied to clipboard` : 'Copied', variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: 'Your browser did not allow copying.', variant: 'error' });
  }
}
