import type { User } from '@driftwatch/contract';
import { ChevronDown, CreditCard, LogOut, UserRound, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { canAccessBilling, canManageTeam, useSignOut } from '../../auth';
import { initialsOf } from './initials-of';

export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-label={`Account menu for ${user.name || user.email}`}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-accent-600 text-xs font-semibold text-white">
          {initialsOf(user.name, user.email)}
        </span>
        <span className="hidden max-w-40 truncate lg:inline">{user.name || user.email}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-medium text-slate-900">{user.name}</span>
          <span className="block truncate text-slate-600">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserRound aria-hidden /> Profile
        </DropdownMenuItem>
        {canManageTeam(user) ? (
          <DropdownMenuItem onSelect={() => navigate('/teams')}>
            <Users aria-hidden /> Teams
          </DropdownMenuItem>
        ) : null}
        {canAccessBilling(user) ? (
          <DropdownMenuItem onSelect={() => navigate('/billing')}>
            <CreditCard aria-hidden /> Billing
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
