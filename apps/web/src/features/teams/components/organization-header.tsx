import type { Organization } from '@driftwatch/contract';
import { ImageUp } from 'lucide-react';
import { useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useUploadLogo } from '../api/upload-logo';
import { OrganizationLogo } from './organization-logo';

interface OrganizationHeaderProps {
  organization: Organization;
  memberCount: number;
  canEdit: boolean;
}

/** Name, logo and status; owners and admins of an active organization change the logo here. */
export function OrganizationHeader({ organization, memberCount, canEdit }: OrganizationHeaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo({
    onSuccess: () => toast({ title: 'Logo updated', variant: 'success' }),
    onError: (error) =>
      toast({ title: 'Upload failed', description: errorMessage(error, 'Upload failed'), variant: 'error' }),
  });
  const suspended = organization.status === 'suspended';

  return (
    <Card
      role="region"
      aria-label="Organization"
      className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center"
    >
      <OrganizationLogo name={organization.name} logoUrl={organization.logo_url} className="size-16" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate text-xl font-semibold text-slate-900">{organization.name}</h2>
          <Badge tone={suspended ? 'danger' : 'success'}>{suspended ? 'Suspended' : 'Active'}</Badge>
          <Badge tone="accent" className="capitalize">
            {organization.subscription_tier} plan
          </Badge>
        </div>
        <p className="text-sm text-slate-600">
          {organization.slug} · {memberCount} {memberCount === 1 ? 'member' : 'members'}
        </p>
      </div>
      {canEdit ? (
        <div>
          <input
            ref={input}
            type="file"
            // A hint for the picker only: the server reads the type from the bytes.
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            aria-label="Logo file"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate({ organizationId: organization.id, file });
            }}
          />
          <Button
            variant="secondary"
            disabled={suspended || upload.isPending}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden /> {upload.isPending ? 'Uploading...' : 'Upload logo'}
          </Button>
          <p className="mt-1 text-xs text-slate-500">PNG, JPEG, GIF or WebP, under 5 MB</p>
        </div>
      ) : null}
    </Card>
  );
}
