import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { readItem } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { CheckEmailView } from '../components/check-email-view';
import { OrDivider } from '../components/or-divider';
import { ProviderButtons } from '../components/provider-buttons';
import { usePasswordSignIn } from '../hooks/use-password-sign-in';
import { useSendLoginLink } from '../hooks/use-send-login-link';
import { REMEMBERED_EMAIL_KEY, type SignInFormValues, signInFormSchema } from '../lib/sign-in-form-schema';

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    if (state.from.startsWith('/') && !state.from.startsWith('//')) return state.from;
  }
  return '/dashboard';
}

export function SignInPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const oauthError = searchParams.get('error');
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const rememberedEmail = readItem(REMEMBERED_EMAIL_KEY);

  const form = useForm<z.input<typeof signInFormSchema>, unknown, SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: rememberedEmail ?? '', password: '', rememberMe: rememberedEmail !== null },
  });
  const { errors } = form.formState;
  const showSent = (email: string, message: string) => setSent({ email, message });
  const signIn = usePasswordSignIn({
    onSignedIn: () => navigate(returnPath(location.state), { replace: true }),
    onNeedsPasswordSetup: showSent,
  });
  const loginLink = useSendLoginLink(showSent);

  if (sent) {
    return (
      <AuthCard title="Sign in to Driftwatch">
        <CheckEmailView
          email={sent.email}
          message={sent.message}
          resending={loginLink.isPending}
          onResend={() => loginLink.mutate(sent.email)}
          onBack={() => setSent(null)}
        />
      </AuthCard>
    );
  }

  const onPasswordSubmit = form.handleSubmit((values) => {
    if (!values.password) {
      form.setError('password', { message: 'Please enter your password' });
      return;
    }
    signIn.mutate(values);
  });

  const onSendLink = async () => {
    const valid = await form.trigger('email');
    if (valid) loginLink.mutate(form.getValues('email').trim().toLowerCase());
  };

  return (
    <AuthCard
      title="Sign in to Driftwatch"
      description="Welcome back. Pick up where your docs left off."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className="font-medium text-accent-700 hover:underline">
            Get started free
          </Link>
        </>
      }
    >
      {oauthError ? (
        <Alert tone="error" title="Sign-in failed" className="mb-6">
          {oauthError}
        </Alert>
      ) : null}
      {signIn.failure ? (
        <Alert tone="error" title={signIn.failure.title} className="mb-6">
          {signIn.failure.description}
        </Alert>
      ) : null}
      <form noValidate onSubmit={onPasswordSubmit} className="space-y-4">
        <Field id="signin-email" label="Email" error={errors.email?.message}>
          <Input
            id="signin-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...fieldAria('signin-email', errors.email?.message)}
            {...form.register('email')}
          />
        </Field>
        <PasswordField
          id="signin-password"
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link to="/forgot-password" className="text-sm font-medium text-accent-700 hover:underline">
              Forgot password?
            </Link>
          }
          autoComplete="current-password"
          {...form.register('password')}
        />
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="signin-remember"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor="signin-remember" className="font-normal text-slate-700">
            Remember me
          </Label>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? <Spinner className="text-white" /> : null}
          Sign In
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => void onSendLink()}
          disabled={loginLink.isPending}
        >
          {loginLink.isPending ? <Spinner /> : null}
          Email me a login link instead
        </Button>
      </form>
      <OrDivider />
      <ProviderButtons />
    </AuthCard>
  );
}
