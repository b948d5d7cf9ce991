import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactConfirmationPage } from '../../../features/contact-form';
import { pageHead } from '../../../shared/page';

/** Route `contact_confirmation___fr`. */
export const Route = createFileRoute('/fr/contact/confirmation')({
  head: () => pageHead(t`Message envoyé`),
  component: ContactConfirmationPage,
});
