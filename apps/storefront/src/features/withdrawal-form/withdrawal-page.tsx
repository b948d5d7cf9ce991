import type { ReactNode } from 'react';
import { authProfileAtom, useBrowserAtomValue } from '../../shared/state';
import { WithdrawalForm } from './withdrawal-form';

/**
 * `/fr/retractation`; the form starts again once the session's profile is known.
 * `customerService` (from the route) is how to reach us when the shop refuses a request.
 */
export function WithdrawalPage({ customerService }: { customerService?: ReactNode }) {
  const profile = useBrowserAtomValue(authProfileAtom);
  return (
    <WithdrawalForm
      key={profile?.customer.id ?? 'visitor'}
      profile={profile}
      customerService={customerService}
    />
  );
}
