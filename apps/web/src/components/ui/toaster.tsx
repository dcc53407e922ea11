import * as ToastPrimitive from '@radix-ui/react-toast';
import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import {
  dismissToast,
  getToasts,
  subscribeToToasts,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  type ToastVariant,
} from '../../lib/toast';

const icons: Record<ToastVariant, typeof Info> = { default: Info, success: CheckCircle2, error: AlertCircle };
const iconColours: Record<ToastVariant, string> = {
  default: 'text-accent-600',
  success: 'text-emerald-600',
  error: 'text-red-600',
};

/** Renders the toast store with Radix Toast (5000 ms default, swipe right past 50 px to dismiss). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((item) => {
        const variant = item.variant ?? 'default';
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            type={variant === 'error' ? 'foreground' : 'background'}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border bg-white p-4 pr-10 shadow-lg data-[state=open]:animate-slide-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform',
              variant === 'error' ? 'border-red-200' : 'border-slate-200',
            )}
          >
            <Icon className={cn('mt-0.5 size-5 shrink-0', iconColours[variant])} aria-hidden />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold text-slate-900">
                {item.title}
              </ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className="text-sm text-slate-600">
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              className="absolute top-3 right-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Dismiss notification"
            >
              <X className="size-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:bottom-20" />
    </ToastPrimitive.Provider>
  );
}
