import type { NeedRef } from '@shop/api-client';
import { AppLink } from '../../shared/routing';

/** The sub-needs of a root need, as links to their pages. */
export function SubNeedLinks({ needs, label }: { needs: readonly NeedRef[]; label: string }) {
  return (
    <ul className="sub-need-links" aria-label={label}>
      {needs.map((need) => (
        <li key={need.id}>
          <AppLink to="/fr/besoin/$" params={{ _splat: need.slug }} className="sub-need-link">
            {need.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
