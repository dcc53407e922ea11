import type { TokenCodeHost } from '@driftwatch/contract';
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { CodeHostConnectForm, codeHostTexts } from './code-host-connect-form';

interface ConnectGitProviderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a host connects: its repositories are in the available tab. */
  onConnected: () => void;
  /** Opens the Git URL dialog instead, for any other host. */
  onConnectByUrl: () => void;
}

const hostOptions = (Object.keys(codeHostTexts) as TokenCodeHost[]).map((host) => ({
  value: host,
  label: codeHostTexts[host].name,
}));

/** GitLab or Bitbucket, each by access token (always) or through its OAuth application (when configured). */
export function ConnectGitProviderDialog({
  open,
  onOpenChange,
  onConnected,
  onConnectByUrl,
}: ConnectGitProviderDialogProps) {
  const [host, setHost] = useState<TokenCodeHost>('gitlab');
  const texts = codeHostTexts[host];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect Git Provider</DialogTitle>
          <DialogDescription>
            Connect {texts.name} to list its {texts.items} as available repositories, scan pushes and check{' '}
            {host === 'gitlab' ? 'merge requests' : 'pull requests'}.
          </DialogDescription>
        </DialogHeader>
        <SegmentedControl label="Git provider" value={host} options={hostOptions} onChange={setHost} />
        {/* Keyed by host and open state: each host's form starts empty. */}
        {open ? (
          <CodeHostConnectForm
            key={host}
            host={host}
            onConnected={() => {
              onOpenChange(false);
              onConnected();
            }}
            onConnectByUrl={() => {
              onOpenChange(false);
              onConnectByUrl();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
