import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, fieldDescriptionId } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { changePassword } from '../api/change-password';
import { setFirstPassword } from '../api/set-first-password';
import { type PasswordChangeValues, passwordChangeSchema } from '../lib/password-change-schema';

export function PasswordSecurityCard() {
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    // Without a current password this sets a first password (accounts made by Google or an email link).
    mutationFn: (values: PasswordChangeValues) =>
      values.currentPassword
        ? changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword })
        : setFirstPassword({ password: values.newPassword }),
    onSuccess: () => {
      form.reset();
      toast({
        title: 'Password updated',
        description: 'Use your new password next time you sign in.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Password change failed',
        description: errorMessage(error, 'Please check your current password and try again.'),
        variant: 'error',
      }),
  });

  const onInvalid = (invalid: FieldErrors<PasswordChangeValues>) => {
    if (invalid.newPassword) {
      toast({ title: 'Password too short', description: 'Use at least 8 characters.', variant: 'error' });
    } else if (invalid.confirmPassword) {
      toast({ title: "Passwords don't match", variant: 'error' });
    }
  };

  // Every field but the confirmation always shows a hint, so its description element exists.
  const invalid = (name: keyof PasswordChangeValues, id: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': name !== 'confirmPassword' || errors[name] ? fieldDescriptionId(id) : undefined,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password and security</CardTitle>
        <CardDescription>Change the password you sign in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => mutation.mutate(values), onInvalid)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
            <Field
              id="current-password"
              label="Current password"
              hint="Leave blank if you signed up with Google or an email link and have no password yet."
            >
              <PasswordInput
                id="current-password"
                autoComplete="current-password"
                {...invalid('currentPassword', 'current-password')}
                {...form.register('currentPassword')}
              />
            </Field>
          </div>
          <Field
            id="new-password"
            label="New password"
            error={errors.newPassword?.message}
            hint="At least 8 characters."
          >
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              {...invalid('newPassword', 'new-password')}
              {...form.register('newPassword')}
            />
          </Field>
          <Field id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              {...invalid('confirmPassword', 'confirm-password')}
              {...form.register('confirmPassword')}
            />
          </Field>
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <Spinner className="text-white" /> : null}
              Update password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
