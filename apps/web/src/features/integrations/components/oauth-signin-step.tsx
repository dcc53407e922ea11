import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { type OauthSigninFormValues, oauthSigninFormSchema } from '../lib/oauth-form-schemas';

interface OauthSigninStepProps {
  email: string;
  pending: boolean;
  onSubmit: (values: OauthSigninFormValues) => void;
}

/** An existing account signs in with its password, then goes straight on to the provider. */
export function OauthSigninStep({ email, pending, onSubmit }: OauthSigninStepProps) {
  const form = useForm<OauthSigninFormValues>({
    resolver: zodResolver(oauthSigninFormSchema),
    defaultValues: { email, password: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field id="oauth-signin-email" label="Email" error={errors.email?.message}>
        <Input
          id="oauth-signin-email"
          type="email"
          autoComplete="email"
          {...fieldAria('oauth-signin-email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <PasswordField
        id="oauth-signin-password"
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner className="text-white" /> : null}
        Sign In &amp; Connect
      </Button>
    </form>
  );
}
