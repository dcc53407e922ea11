import type { User } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { getAuthToken } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { sessionKeys } from '../../auth';
import { useUpdateProfile } from '../api/update-profile';
import {
  buildProfileUpdate,
  isEmailChanged,
  type ProfileFormValues,
  profileFormSchema,
} from '../lib/profile-form-schema';

export function ProfileInformationCard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, email: user.email, currentPassword: '' },
  });
  const { errors, isDirty } = form.formState;
  const mutation = useUpdateProfile({
    onSuccess: (response) => {
      queryClient.setQueryData(sessionKeys.profile(getAuthToken()), response.user);
      form.reset({ name: response.user.name, email: response.user.email, currentPassword: '' });
      toast({ title: 'Profile updated', description: 'Your changes have been saved.', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Update failed',
        description: errorMessage(error, 'Unable to update your profile.'),
        variant: 'error',
      }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile information</CardTitle>
        <CardDescription>
          Your name appears on drift issues you resolve and invitations you send.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => mutation.mutate(buildProfileUpdate(values, user.email)))}
          className="grid gap-4 sm:grid-cols-2"
        >
          <Field id="profile-name" label="Full name" error={errors.name?.message}>
            <Input
              id="profile-name"
              autoComplete="name"
              {...fieldAria('profile-name', errors.name?.message)}
              {...form.register('name')}
            />
          </Field>
          <Field id="profile-email" label="Email" error={errors.email?.message}>
            <Input
              id="profile-email"
              type="email"
              autoComplete="email"
              {...fieldAria('profile-email', errors.email?.message)}
              {...form.register('email')}
            />
          </Field>
          {isEmailChanged(form.watch('email'), user.email) ? (
            <Field id="profile-current-password" label="Current password">
              <Input
                id="profile-current-password"
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            </Field>
          ) : null}
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={!isDirty || mutation.isPending}>
              {mutation.isPending ? <Spinner className="text-white" /> : null}
              Save changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
