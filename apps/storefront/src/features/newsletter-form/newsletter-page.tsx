import { authProfileAtom, useBrowserAtomValue } from '../../shared/state';
import { NewsletterForm } from './newsletter-form';

/** `/fr/newsletter`; the form starts again once the session's profile is known. */
export function NewsletterPage() {
  const profile = useBrowserAtomValue(authProfileAtom);
  return <NewsletterForm key={profile?.customer.id ?? 'visitor'} profile={profile} />;
}
