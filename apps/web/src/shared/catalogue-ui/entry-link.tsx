import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EntryTarget } from './catalogue-links.ts';

export interface EntryLinkProps {
  target: EntryTarget;
  className?: string;
  label?: string;
  children: ReactNode;
}

/** An entry that leads somewhere: an in-app link, a web address in a new tab, or plain content when it leads nowhere. */
export function EntryLink({ target, className, label, children }: EntryLinkProps) {
  if (target && 'to' in target) {
    return (
      <Link className={className} to={target.to} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (target) {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
