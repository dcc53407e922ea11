import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { type OauthSignupFormValues, oauthSignupFormSchema } from '../lib/oauth-form-schemas';

interface OauthSignupStepProps {
  email: string;
  pending: boolean;
  onSubmit: (values: OauthSignupFormValues) => void;
}

/** A new address creates its account; the emailed link confirms it before anything connects. */
export function OauthSignupStep({ email, pending, onSubmit }: OauthSignupStepProps) {
  const form = useForm<z.input<typeof oauthSignupFormSchema>, unknown, OauthSignupFormValues>({
    resolver: zodResolver(oauthSignupFormSchema),
    defaultValues: { name: '', email, password: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field id="oauth-signup-name" label="Full name" error={errors.name?.message}>
        <Input
          id="oauth-signup-name"
          autoComplete="name"
          {...fieldAria('oauth-signup-name', errors.name?.message)}
          {...form.register('name')}
        />
      </Field>
      <Field id="oauth-signup-email" label="Email" error={errors.email?.message}>
        <Input
          id="oauth-signup-email"
          type="email"
          autoComplete="email"
          {...fieldAria('oauth-signup-email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <PasswordField
        id="oauth-signup-password"
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner className="text-white" /> : null}
        Create Account &amp; Connect
      </Button>
    </form>
  );
}
