import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guarded } from '../../features/session';

/** Every account page needs a session (SPEC.md §2 Route guards: `authenticated`). */
export const Route = createFileRoute('/fr/mon-compte')({
  beforeLoad: guarded('authenticated'),
  component: Outlet,
});
