import { Activity, LayoutDashboard, type LucideIcon, Plug } from 'lucide-react';

export interface NavLinkItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Extra path prefix that also marks the link active (Monitoring also covers /monitor*). */
  isActive: (pathname: string) => boolean;
}

export const primaryLinks: NavLinkItem[] = [
  {
    to: '/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    isActive: (pathname) => pathname.startsWith('/dashboard') || pathname.startsWith('/drift-issues'),
  },
  {
    to: '/integrations',
    label: 'Integrations',
    icon: Plug,
    isActive: (pathname) => pathname.startsWith('/integrations'),
  },
  {
    to: '/monitoring',
    label: 'Monitoring',
    icon: Activity,
    isActive: (pathname) => pathname.startsWith('/monitor'),
  },
];
