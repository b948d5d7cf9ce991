import type { ReactNode } from 'react';
import './skip-link.css';

/** The first focusable element of every page: jumps over the header to the content. */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      {children}
    </a>
  );
}
