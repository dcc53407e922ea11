import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Button, type ButtonProps } from './button';

interface ButtonLinkProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  to: LinkProps['to'];
  children: ReactNode;
}

/** An in-app link that looks like a button (empty-state actions, calls to action). */
export function ButtonLink({ to, variant, size, className, children }: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
