import type { ReactNode } from 'react';
import './page-states.css';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

/** What a list says when it has nothing to show, with a way on. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
