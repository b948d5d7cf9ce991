import { authProfileAtom, useBrowserAtomValue } from '../../shared/state';
import { WithdrawalForm } from './withdrawal-form';

/** `/fr/retractation`; the form starts again once the session's profile is known. */
export function WithdrawalPage() {
  const profile = useBrowserAtomValue(authProfileAtom);
  return <WithdrawalForm key={profile?.customer.id ?? 'visitor'} profile={profile} />;
}
