import { signupRequestSchema } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldDescriptionId } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { OrDivider } from '../components/or-divider';
import { ProviderButtons } from '../components/provider-buttons';
import { useSignUp } from '../hooks/use-sign-up';

type SignUpInput = z.input<typeof signupRequestSchema>;
type SignUpOutput = z.output<typeof signupRequestSchema>;

export function SignUpPage() {
  useDocumentTitle('Create your account');
  const form = useForm<SignUpInput, unknown, SignUpOutput>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const signUp = useSignUp();
  const mismatch = errors.confirmPassword?.message === 'Please make sure your passwords match';

  const described = (id: string, invalid: boolean) => ({
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': invalid ? fieldDescriptionId(id) : undefined,
  });

  return (
    <AuthCard
      title="Create your account"
      description="Start your 14-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/signin" className="font-medium text-accent-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {signUp.isError ? (
        <Alert tone="error" title="Signup failed" className="mb-6">
          {errorMessage(signUp.error, 'Unable to create account')}
        </Alert>
      ) : null}
      {mismatch ? (
        <Alert tone="error" title="Password mismatch" className="mb-6">
          Please make sure your passwords match
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values))} className="space-y-4">
        <Field id="signup-name" label="Full name" error={errors.name?.message}>
          <Input
            id="signup-name"
            autoComplete="name"
            placeholder="Ada Lovelace"
            minLength={2}
            {...described('signup-name', Boolean(errors.name))}
            {...form.register('name')}
          />
        </Field>
        <Field id="signup-email" label="Work email" error={errors.email?.message}>
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...described('signup-email', Boolean(errors.email))}
            {...form.register('email')}
          />
        </Field>
        <Field
          id="signup-password"
          label="Password"
          error={errors.password?.message}
          hint="At least 6 characters."
        >
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            {...described('signup-password', Boolean(errors.password))}
            {...form.register('password')}
          />
        </Field>
        <Field id="signup-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput
            id="signup-confirm"
            autoComplete="new-password"
            {...described('signup-confirm', Boolean(errors.confirmPassword))}
            {...form.register('confirmPassword')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? <Spinner className="text-white" /> : null}
          Create account
        </Button>
      </form>
      <OrDivider />
      <ProviderButtons source="signup" />
      <p className="mt-6 text-center text-xs text-slate-500">
        By creating an account you agree to use Driftwatch responsibly with code you are allowed to share.
      </p>
    </AuthCard>
  );
}
