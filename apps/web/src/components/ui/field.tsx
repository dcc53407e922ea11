import type { ReactNode } from 'react';
import { Label } from './label';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Extra content on the label row (a "Forgot password" link). */
  labelAside?: ReactNode;
  children: ReactNode;
}

/** A labelled form field; the input should carry `aria-describedby={fieldDescriptionId(id)}` when invalid. */
export function Field({ id, label, error, hint, labelAside, children }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={fieldDescriptionId(id)} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={fieldDescriptionId(id)} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function fieldDescriptionId(id: string): string {
  return `${id}-description`;
}

/** The input's accessibility attributes: invalid when there is an error, described by the error or hint shown. */
export function fieldAria(id: string, error: string | undefined, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? fieldDescriptionId(id) : undefined,
  } as const;
}
