import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSavePassword } from '../hooks/use-save-password';
import { type PasswordChangeValues, passwordChangeSchema } from '../lib/password-change-schema';

export function PasswordSecurityCard() {
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const mutation = useSavePassword();
  const save = (values: PasswordChangeValues) =>
    mutation.mutate(values, {
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

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password and security</CardTitle>
        <CardDescription>Change the password you sign in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(save)} className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
            <PasswordField
              id="current-password"
              label="Current password"
              hint="Leave blank if you signed up with Google or an email link and have no password yet."
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </div>
          <NewPasswordFields
            idPrefix="profile"
            passwordLabel="New password"
            confirmLabel="Confirm new password"
            hint="At least 8 characters."
            password={{ error: errors.newPassword?.message, ...form.register('newPassword') }}
            confirm={{ error: errors.confirmPassword?.message, ...form.register('confirmPassword') }}
          />
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
