import { authProfileAtom, useBrowserAtomValue } from '../../shared/state';
import { ContactForm, type ContactFormProps } from './contact-form';

export type ContactPageProps = Omit<ContactFormProps, 'profile'>;

/**
 * `/fr/contact`. The session's profile may arrive after the page (a reload reads it from
 * the server): the form starts again with it, as nothing is typed that early.
 */
export function ContactPage(props: ContactPageProps) {
  const profile = useBrowserAtomValue(authProfileAtom);
  return <ContactForm key={profile?.customer.id ?? 'visitor'} profile={profile} {...props} />;
}
