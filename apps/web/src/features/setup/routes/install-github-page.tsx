import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSaveGithubInstallation } from '../api/save-github-installation';
import { INSTALL_REDIRECT_MS } from '../lib/setup-steps';

export function InstallGithubPage() {
  useDocumentTitle('Completing GitHub App setup');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const installationId = params.get('installation_id');
  const installation = useSaveGithubInstallation(installationId, params.get('state') ?? '');

  useEffect(() => {
    if (!installation.isSuccess) return;
    const timer = setTimeout(() => navigate('/setup', { replace: true }), INSTALL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [installation.isSuccess, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-16">
      <Card className="w-full p-8 text-center">
        {!installationId ? (
          <div className="flex flex-col items-center gap-4" role="alert">
            <XCircle className="size-10 text-red-600" aria-hidden />
            <p className="text-slate-800">Missing installation_id in callback URL.</p>
            <Button onClick={() => navigate('/setup')}>Back to setup</Button>
          </div>
        ) : installation.isPending ? (
          <div className="flex flex-col items-center gap-4" role="status">
            <Spinner className="size-8" />
            <p className="font-medium text-slate-900">Completing GitHub App setup...</p>
          </div>
        ) : installation.isSuccess ? (
          <div className="flex flex-col items-center gap-4" role="status">
            <CheckCircle2 className="size-10 text-emerald-600" aria-hidden />
            <p className="font-medium text-slate-900">GitHub App installed. Redirecting to setup...</p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-4" role="alert">
            <XCircle className="size-10 text-red-600" aria-hidden />
            <p className="text-slate-800">
              {errorMessage(
                installation.error,
                'Failed to save installation. Please ensure you are signed in and try again.',
              )}
            </p>
            <Button onClick={() => navigate('/setup')}>Back to setup</Button>
          </div>
        )}
      </Card>
    </div>
  );
}
