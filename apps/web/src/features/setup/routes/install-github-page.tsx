import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { saveGithubInstallation } from '../api/save-github-installation';
import { INSTALL_REDIRECT_MS } from '../lib/setup-steps';

type InstallState = { status: 'pending' } | { status: 'success' } | { status: 'error'; message: string };

export function InstallGithubPage() {
  useDocumentTitle('Completing GitHub App setup');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<InstallState>({ status: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const installationId = params.get('installation_id');
    if (!installationId) {
      setState({ status: 'error', message: 'Missing installation_id in callback URL.' });
      return;
    }
    saveGithubInstallation(installationId)
      .then(() => setState({ status: 'success' }))
      .catch((error: unknown) =>
        setState({
          status: 'error',
          message: errorMessage(
            error,
            'Failed to save installation. Please ensure you are signed in and try again.',
          ),
        }),
      );
  }, [params]);

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(() => navigate('/setup', { replace: true }), INSTALL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-16">
      <Card className="w-full p-8 text-center">
        {state.status === 'pending' ? (
          <div className="flex flex-col items-center gap-4" role="status">
            <Spinner className="size-8" />
            <p className="font-medium text-slate-900">Completing GitHub App setup...</p>
          </div>
        ) : null}
        {state.status === 'success' ? (
          <div className="flex flex-col items-center gap-4" role="status">
            <CheckCircle2 className="size-10 text-emerald-600" aria-hidden />
            <p className="font-medium text-slate-900">GitHub App installed. Redirecting to setup...</p>
          </div>
        ) : null}
        {state.status === 'error' ? (
          <div className="flex flex-col items-center gap-4" role="alert">
            <XCircle className="size-10 text-red-600" aria-hidden />
            <p className="text-slate-800">{state.message}</p>
            <Button onClick={() => navigate('/setup')}>Back to setup</Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
