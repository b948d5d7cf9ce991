import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { LOADING_BAR_MS } from '@shop/domain';
import './loading-bar.css';

/**
 * The loading bar of navigations (SPEC.md §9: 5 s): it fills over 5 s while the next
 * page loads, and disappears as soon as it is there. Not shown for the first load, which
 * the root waits for before painting.
 */
export function LoadingBar() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (state) => state.isLoading });
  if (!loading) return null;
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t`Chargement de la page`}
      style={{ '--loading-bar-duration': `${LOADING_BAR_MS}ms` } as CSSProperties}
    >
      <div className="loading-bar__fill" />
    </div>
  );
}
