import type { ReactNode } from 'react';
import { Field, fieldAria } from './field';
import type { InputProps } from './input';
import { PasswordInput } from './password-input';

export interface PasswordFieldProps extends Omit<InputProps, 'type' | 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  labelAside?: ReactNode;
}

/** A labelled password input with a show/hide toggle, wired to its error or hint for screen readers. */
export function PasswordField({ id, label, error, hint, labelAside, ...input }: PasswordFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <PasswordInput id={id} {...fieldAria(id, error, hint)} {...input} />
    </Field>
  );
}
