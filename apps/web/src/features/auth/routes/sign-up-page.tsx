import { signupRequestSchema } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { CheckEmailView } from '../components/check-email-view';
import { OrDivider } from '../components/or-divider';
import { ProviderButtons } from '../components/provider-buttons';
import { useSignUp } from '../hooks/use-sign-up';

type SignUpInput = z.input<typeof signupRequestSchema>;
type SignUpOutput = z.output<typeof signupRequestSchema>;

/** The server's reason when it gave one; an answer nobody expected gets the spec's generic sentence. */
function signUpFailure(error: unknown): string {
  if (!isApiError(error) || error.code === 'UNKNOWN_ERROR') {
    return 'An unexpected error occurred. Please try again.';
  }
  return (
    error.serverMessage ?? (error.code === 'REQUEST_FAILED' ? 'Unable to create account' : error.message)
  );
}

export function SignUpPage() {
  useDocumentTitle('Create your account');
  const form = useForm<SignUpInput, unknown, SignUpOutput>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const signUp = useSignUp();
  // The submitted values: the page then waits for the emailed link, and can send it again.
  const [sent, setSent] = useState<{ values: SignUpOutput; resent: boolean } | null>(null);
  const submit = (values: SignUpOutput, resent: boolean) =>
    signUp.mutate(values, { onSuccess: () => setSent({ values, resent }) });

  if (sent) {
    return (
      <AuthCard title="Create your account">
        {signUp.isError ? (
          <Alert tone="error" title="Signup failed" className="mb-6">
            {signUpFailure(signUp.error)}
          </Alert>
        ) : null}
        <CheckEmailView
          email={sent.values.email}
          message={
            sent.resent
              ? 'We sent the link again. Open it to finish creating your account.'
              : 'Open it to finish creating your account.'
          }
          lifetime="24 hours"
          backLabel="Use a different email"
          resending={signUp.isPending}
          onResend={() => submit(sent.values, true)}
          onBack={() => {
            signUp.reset();
            setSent(null);
          }}
        />
      </AuthCard>
    );
  }

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
          {signUpFailure(signUp.error)}
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit((values) => submit(values, false))} className="space-y-4">
        <Field id="signup-name" label="Full name" error={errors.name?.message}>
          <Input
            id="signup-name"
            autoComplete="name"
            placeholder="Ada Lovelace"
            minLength={2}
            {...fieldAria('signup-name', errors.name?.message)}
            {...form.register('name')}
          />
        </Field>
        <Field id="signup-email" label="Work email" error={errors.email?.message}>
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...fieldAria('signup-email', errors.email?.message)}
            {...form.register('email')}
          />
        </Field>
        <NewPasswordFields
          idPrefix="signup"
          hint="At least 6 characters."
          password={{ error: errors.password?.message, ...form.register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...form.register('confirmPassword') }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? <Spinner className="text-white" /> : null}
          Create account
        </Button>
      </form>
      <OrDivider />
      <ProviderButtons />
      <p className="mt-6 text-center text-xs text-slate-500">
        By creating an account you agree to use Driftwatch responsibly with code you are allowed to share.
      </p>
    </AuthCard>
  );
}
