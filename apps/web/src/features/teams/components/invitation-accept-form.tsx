import { signinRequestSchema, signupRequestSchema } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { CheckEmailView } from '../../auth';
import { useJoinOrganization } from '../hooks/use-join-organization';

interface Props {
  token: string;
  email: string;
}

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** Password sign-in for the invited address: the contract's rules, with the password required. */
const joinSignInSchema = signinRequestSchema
  .pick({ email: true, password: true })
  .required({ password: true });
type SignUpInput = z.input<typeof signupRequestSchema>;
type SignUpValues = z.output<typeof signupRequestSchema>;
type SignInInput = z.input<typeof joinSignInSchema>;
type SignInValues = z.output<typeof joinSignInSchema>;

/** Create an account (joins through the invitation token) or sign in and accept. */
export function InvitationAcceptForm({ token, email }: Props) {
  const signUpForm = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { name: '', email, password: '', confirmPassword: '', invitationToken: token },
  });
  const signInForm = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(joinSignInSchema),
    defaultValues: { email, password: '' },
  });
  const signUpErrors = signUpForm.formState.errors;
  const signInErrors = signInForm.formState.errors;

  // A server failure is told once, in a toast; a typing problem once, under its field.
  const join = useJoinOrganization(token);
  const busy = join.isPending ? <Spinner className="text-white" /> : null;
  // A new account is made when the emailed link is opened; until then this form waits for it.
  const [pendingSignUp, setPendingSignUp] = useState<SignUpValues | null>(null);
  const signUp = (values: SignUpValues) =>
    join.mutate(
      { mode: 'signup', values },
      {
        onSuccess: (outcome) => {
          if (outcome === 'verification_sent') setPendingSignUp(values);
        },
      },
    );

  if (pendingSignUp) {
    return (
      <CheckEmailView
        email={email}
        message="Open it to create your account and join the team."
        lifetime="24 hours"
        backLabel="Back"
        resending={join.isPending}
        onResend={() => signUp(pendingSignUp)}
        onBack={() => setPendingSignUp(null)}
      />
    );
  }

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
        <form noValidate onSubmit={signUpForm.handleSubmit(signUp)} className="space-y-4">
          <Field id="invite-name" label="Full name" error={signUpErrors.name?.message}>
            <Input
              id="invite-name"
              autoComplete="name"
              {...fieldAria('invite-name', signUpErrors.name?.message)}
              {...signUpForm.register('name')}
            />
          </Field>
          <Field id="invite-email" label="Email">
            <Input id="invite-email" value={email} readOnly />
          </Field>
          <NewPasswordFields
            idPrefix="invite"
            hint="At least 6 characters."
            password={{ error: signUpErrors.password?.message, ...signUpForm.register('password') }}
            confirm={{
              error: signUpErrors.confirmPassword?.message,
              ...signUpForm.register('confirmPassword'),
            }}
          />
          <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
            {busy} Create account and join
          </Button>
        </form>
      </Tabs.Content>
      <Tabs.Content value="signin">
        <form
          noValidate
          onSubmit={signInForm.handleSubmit((values) => join.mutate({ mode: 'signin', values }))}
          className="space-y-4"
        >
          <Field id="invite-signin-email" label="Email">
            <Input id="invite-signin-email" value={email} readOnly />
          </Field>
          <PasswordField
            id="invite-signin-password"
            label="Password"
            autoComplete="current-password"
            error={signInErrors.password?.message}
            {...signInForm.register('password')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
            {busy} Sign in and join
          </Button>
        </form>
      </Tabs.Content>
    </Tabs.Root>
  );
}
