import { signupRequestSchema } from '@driftwatch/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { signIn, signUp, useCompleteSignIn, useRefreshSession } from '../../auth';
import { acceptInvitation } from '../api/accept-invitation';

interface Props {
  token: string;
  email: string;
}

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** Create an account (joins through the invitation token) or sign in and accept. */
export function InvitationAcceptForm({ token, email }: Props) {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const completeSignIn = useCompleteSignIn();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const join = useMutation({
    mutationFn: async (mode: 'signup' | 'signin') => {
      if (mode === 'signup') {
        const parsed = signupRequestSchema.safeParse({
          name,
          email,
          password,
          confirmPassword,
          invitationToken: token,
        });
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Unable to create account');
        const response = await signUp(parsed.data);
        completeSignIn(response.token, response.user);
        return;
      }
      const response = await signIn({ email, password });
      if (!response.token) throw new Error(response.message || 'Invalid email or password');
      completeSignIn(response.token, response.user ?? undefined);
      await acceptInvitation(token);
      // The profile from signing in predates the membership: without a fresh one the app's guard
      // would see no team and send the new member to the setup wizard.
      await refreshSession();
    },
    onSuccess: () => navigate('/dashboard', { replace: true }),
    onError: (error, mode) => {
      const fallback = mode === 'signup' ? 'Unable to create account' : 'Invalid email or password';
      toast({
        title: mode === 'signup' ? 'Signup failed' : 'Sign in failed',
        description: isApiError(error) ? errorMessage(error, fallback) : error.message || fallback,
        variant: 'error',
      });
    },
  });

  const submit = (mode: 'signup' | 'signin') => (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'signup' && password !== confirmPassword) {
      setProblem('Please make sure your passwords match');
      return;
    }
    setProblem(undefined);
    join.mutate(mode);
  };
  const busy = join.isPending ? <Spinner className="text-white" /> : null;

  return (
    <Tabs.Root defaultValue="signup">
      <Tabs.List className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1" aria-label="How to join">
        <Tabs.Trigger value="signup" className={tabClass}>
          Create account
        </Tabs.Trigger>
        <Tabs.Trigger value="signin" className={tabClass}>
          Sign in
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signup">
        <form noValidate onSubmit={submit('signup')} className="space-y-4">
          <Field id="invite-name" label="Full name">
            <Input
              id="invite-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="name"
            />
          </Field>
          <Field id="invite-email" label="Email">
            <Input id="invite-email" value={email} readOnly />
          </Field>
          <NewPasswordFields
            idPrefix="invite"
            hint="At least 6 characters."
            password={{ value: password, onChange: (event) => setPassword(event.target.value) }}
            confirm={{
              value: confirmPassword,
              onChange: (event) => setConfirmPassword(event.target.value),
              error: problem,
            }}
          />
          <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
            {busy} Create account and join
          </Button>
        </form>
      </Tabs.Content>
      <Tabs.Content value="signin">
        <form noValidate onSubmit={submit('signin')} className="space-y-4">
          <Field id="invite-signin-email" label="Email">
            <Input id="invite-signin-email" value={email} readOnly />
          </Field>
          <PasswordField
            id="invite-signin-password"
            label="Password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
          <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
            {busy} Sign in and join
          </Button>
        </form>
      </Tabs.Content>
    </Tabs.Root>
  );
}
