import type { InputProps } from './input';
import { PasswordField } from './password-field';

type PasswordInputProps = Omit<InputProps, 'type' | 'id'> & { error?: string };

interface NewPasswordFieldsProps {
  /** Prefix of the two input ids: `${idPrefix}-password` and `${idPrefix}-confirm`. */
  idPrefix: string;
  passwordLabel?: string;
  confirmLabel?: string;
  /** The length rule shown under the first field. */
  hint?: string;
  /** Each side's input props: a react-hook-form registration or value and onChange, plus its error. */
  password: PasswordInputProps;
  confirm: PasswordInputProps;
}

/**
 * A new password and its confirmation, as every form that sets a password asks for them. A fragment,
 * so the caller's layout (a stack, or a grid's columns) places the two fields.
 */
export function NewPasswordFields({
  idPrefix,
  passwordLabel = 'Password',
  confirmLabel = 'Confirm password',
  hint,
  password,
  confirm,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        hint={hint}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label={confirmLabel}
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
