import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../api/change-password';
import { setFirstPassword } from '../api/set-first-password';
import type { PasswordChangeValues } from '../lib/password-change-schema';

/**
 * One form, two calls: with the current password it changes the password; without one it sets a
 * first password (accounts made by Google or an email link have none to give).
 */
export function useSavePassword() {
  return useMutation({
    mutationFn: (values: PasswordChangeValues) =>
      values.currentPassword
        ? changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword })
        : setFirstPassword({ password: values.newPassword }),
  });
}
