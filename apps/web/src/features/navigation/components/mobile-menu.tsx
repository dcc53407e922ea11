import * as DialogPrimitive from '@radix-ui/react-dialog';
import { CreditCard, LogOut, Menu, UserRound, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { canAccessBilling, canManageTeam, type Session, useSignOut } from '../../auth';
import { primaryLinks } from './nav-links';

interface MobileMenuProps {
  session: Session;
  pathname: string;
}

const itemClass = 'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium';

/** The phone-sized menu: a sheet that repeats the navigation links and account actions. */
export function MobileMenu({ session, pathname }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const close = () => setOpen(false);
  const user = session.status === 'signed-in' ? session.user : undefined;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xs flex-col bg-white shadow-xl data-[state=open]:animate-fade-in">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <BrandLogo />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-5" aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Site navigation and account actions
          </DialogPrimitive.Description>
          <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 overflow-y-auto p-4">
            {user ? (
              <>
                {primaryLinks.map((link) => {
                  const active = link.isActive(pathname);
                  const Icon = link.icon;
                  return (
                    <Link
                      key={link.to}
                      to={link.to}
                      onClick={close}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        itemClass,
                        active ? 'bg-accent-50 text-accent-700' : 'text-slate-800 hover:bg-slate-100',
                      )}
                    >
                      <Icon className="size-5" aria-hidden /> {link.label}
                    </Link>
                  );
                })}
                <div className="my-3 border-t border-slate-200" />
                <p className="px-3 pb-1 text-xs font-medium tracking-wide text-slate-500 uppercase">
                  Account
                </p>
                <p className="truncate px-3 pb-2 text-sm text-slate-600">{user.email}</p>
                <Link
                  to="/profile"
                  onClick={close}
                  className={cn(itemClass, 'text-slate-800 hover:bg-slate-100')}
                >
                  <UserRound className="size-5" aria-hidden /> Profile
                </Link>
                {canManageTeam(user) ? (
                  <Link
                    to="/teams"
                    onClick={close}
                    className={cn(itemClass, 'text-slate-800 hover:bg-slate-100')}
                  >
                    <Users className="size-5" aria-hidden /> Teams
                  </Link>
                ) : null}
                {canAccessBilling(user) ? (
                  <Link
                    to="/billing"
                    onClick={close}
                    className={cn(itemClass, 'text-slate-800 hover:bg-slate-100')}
                  >
                    <CreditCard className="size-5" aria-hidden /> Billing
                  </Link>
                ) : null}
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                  className={cn(itemClass, 'text-left text-slate-800 hover:bg-slate-100')}
                >
                  <LogOut className="size-5" aria-hidden /> Sign Out
                </button>
              </>
            ) : (
              <div className="flex flex-col gap-3 pt-2">
                <Button variant="secondary" size="lg" asChild>
                  <Link to="/signin" onClick={close}>
                    Sign In
                  </Link>
                </Button>
                <Button size="lg" asChild>
                  <Link to="/signup" onClick={close}>
                    Get Started
                  </Link>
                </Button>
                <p className="pt-2 text-center text-sm text-slate-600">
                  14-day free trial. No credit card required.
                </p>
              </div>
            )}
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
