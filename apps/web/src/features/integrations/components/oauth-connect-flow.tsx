import type { ConnectProvider, ConnectSource, OauthStep } from '@driftwatch/contract';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { goToExternalUrl } from '../../../lib/go-to-external-url';
import { AuthCard, useCompleteSignIn } from '../../auth';
import { useCheckOauthEmail } from '../api/check-oauth-email';
import { useSignInAndConnect } from '../api/sign-in-and-connect';
import { useSignUpAndConnect } from '../api/sign-up-and-connect';
import { integrationDisplayName } from '../lib/integration-display-name';
import { OauthEmailStep } from './oauth-email-step';
import { OauthSigninStep } from './oauth-signin-step';
import { OauthSignupStep } from './oauth-signup-step';
import { OauthStepFrame } from './oauth-step-frame';

interface OauthConnectFlowProps {
  integration: ConnectProvider;
  source: ConnectSource;
  /** Query values of the link, passed on to the provider's flow unchanged. */
  params: Record<string, string>;
}

const stepTitles: Record<Exclude<OauthStep, 'magic_link_sent'>, string> = {
  email_check: 'Enter your email to continue',
  signin: 'Sign in to your account',
  signup: 'Create your account',
};

/**
 * Connecting an integration without a session: the address first, then a password sign-in or a new
 * account (confirmed by an emailed link), then the provider's own authorization page.
 */
export function OauthConnectFlow({ integration, source, params }: OauthConnectFlowProps) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const name = integrationDisplayName(integration);
  const [step, setStep] = useState<OauthStep>('email_check');
  const [email, setEmail] = useState('');
  const [info, setInfo] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const flowParams = { ...params, source };

  const checkEmail = useCheckOauthEmail({
    onSuccess: (answer, request) => {
      setEmail(request.email);
      setInfo(answer.message || null);
      setStep(answer.step);
    },
  });
  const signIn = useSignInAndConnect({
    onSuccess: (answer) => {
      completeSignIn(answer.token);
      setLeaving(true);
      goToExternalUrl(answer.oauth_url);
    },
  });
  const signUp = useSignUpAndConnect({
    onSuccess: (answer, request) => {
      setEmail(request.email);
      setInfo(answer.message || null);
      setStep(answer.step);
    },
  });

  if (leaving) return <LoadingScreen label={`Connecting to ${name}...`} />;

  if (step === 'magic_link_sent') {
    return (
      <AuthCard title="Check your email">
        <div className="space-y-6 text-center" role="status">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
            <MailCheck className="size-6" aria-hidden />
          </span>
          {/* The server's message names the address and what comes next; without one, say the same. */}
          {info ? (
            <Alert tone="info" className="text-left">
              {info}
            </Alert>
          ) : (
            <p className="text-sm text-slate-600">
              We sent a secure link to set up your password to{' '}
              <span className="font-medium text-slate-900">{email}</span>. Open it, then connect {name}.
            </p>
          )}
          <Button className="w-full" onClick={() => navigate('/signin')}>
            Return to Sign In
          </Button>
        </div>
      </AuthCard>
    );
  }

  const failure = checkEmail.isError
    ? errorMessage(checkEmail.error, 'Failed to check email')
    : signIn.isError
      ? errorMessage(signIn.error, 'Signin failed')
      : signUp.isError
        ? errorMessage(signUp.error, 'Signup failed')
        : null;

  return (
    <OauthStepFrame title={stepTitles[step]} integrationName={name} info={info} failure={failure}>
      {step === 'email_check' ? (
        <OauthEmailStep
          pending={checkEmail.isPending}
          onSubmit={(values) =>
            checkEmail.mutate({ email: values.email, integration, session_token: params.session_token })
          }
        />
      ) : null}
      {step === 'signin' ? (
        <OauthSigninStep
          email={email}
          pending={signIn.isPending}
          onSubmit={(values) => signIn.mutate({ ...values, integration, params: flowParams })}
        />
      ) : null}
      {step === 'signup' ? (
        <OauthSignupStep
          email={email}
          pending={signUp.isPending}
          onSubmit={(values) => signUp.mutate({ ...values, integration, params: flowParams })}
        />
      ) : null}
    </OauthStepFrame>
  );
}
