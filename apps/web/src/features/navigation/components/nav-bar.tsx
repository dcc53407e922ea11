import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ButtonLink } from '../../../components/ui/button-link';
import { cn } from '../../../lib/cn';
import { useSession } from '../../auth';
import { NavOrganizationLogo } from '../../teams';
import { MobileMenu } from './mobile-menu';
import { primaryLinks } from './nav-links';
import { UserMenu } from './user-menu';

export function NavBar() {
  const session = useSession();
  const { pathname } = useLocation();
  const onAuthPage = pathname === '/signin' || pathname === '/signup';
  const showVisitorActions = session.status === 'signed-out' && !onAuthPage;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" aria-label="Driftwatch home">
          <BrandLogo />
        </Link>

        {session.status === 'signed-in' ? (
          <ul className="hidden items-center gap-1 md:flex">
            {primaryLinks.map((link) => {
              const active = link.isActive(pathname);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      active
                        ? 'bg-accent-50 text-accent-700'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}

        <div className="ml-auto flex items-center gap-2">
          {session.status === 'signed-in' ? <NavOrganizationLogo user={session.user} /> : null}
          {session.status === 'signed-in' ? (
            <div className="hidden md:block">
              <UserMenu user={session.user} />
            </div>
          ) : null}
          {showVisitorActions ? (
            <div className="hidden items-center gap-2 md:flex">
              <ButtonLink to="/signin" variant="ghost">
                Sign In
              </ButtonLink>
              <ButtonLink to="/signup">Get Started</ButtonLink>
            </div>
          ) : null}
          {session.status === 'signed-in' || showVisitorActions ? (
            <MobileMenu session={session} pathname={pathname} />
          ) : null}
        </div>
      </nav>
    </header>
  );
}
