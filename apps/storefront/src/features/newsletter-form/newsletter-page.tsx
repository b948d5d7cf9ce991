import { authProfileAtom, useStoredAtomValue } from '../../shared/state';
import { NewsletterForm } from './newsletter-form';

/** `/fr/newsletter`; the form starts again once the session's profile is known. */
export function NewsletterPage() {
  const profile = useStoredAtomValue(authProfileAtom);
  return <NewsletterForm key={profile?.customer.id ?? 'visitor'} profile={profile} />;
}
