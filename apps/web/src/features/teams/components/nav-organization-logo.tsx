import type { User } from '@driftwatch/contract';
import { useOrganizations } from '../api/fetch-organizations';
import { OrganizationLogo } from './organization-logo';

/** The organization's logo in the navigation bar, so people see which team they are working in. */
export function NavOrganizationLogo({ user }: { user: User }) {
  const organizations = useOrganizations(user.is_in_organization);
  const organization = organizations.data?.organizations[0];
  if (!organization) return null;
  return (
    <span className="flex items-center gap-2" title={organization.name}>
      <OrganizationLogo
        name={organization.name}
        logoUrl={organization.logo_url}
        className="size-8 rounded-md text-sm"
      />
      <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 xl:inline">
        {organization.name}
      </span>
    </span>
  );
}
