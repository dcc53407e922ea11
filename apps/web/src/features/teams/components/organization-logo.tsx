import { cn } from '../../../lib/cn';

interface OrganizationLogoProps {
  name: string;
  logoUrl: string | null;
  className?: string;
}

/** The uploaded logo, or the organization's initial on a tinted square until one is uploaded. */
export function OrganizationLogo({ name, logoUrl, className }: OrganizationLogoProps) {
  if (logoUrl)
    return (
      <img
        src={logoUrl}
        alt={`${name} logo`}
        className={cn(
          'size-12 shrink-0 rounded-lg border border-slate-200 bg-white object-contain',
          className,
        )}
      />
    );
  return (
    <span
      role="img"
      aria-label={`${name} logo`}
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent-100 text-lg font-semibold text-accent-800',
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
