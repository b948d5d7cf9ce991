import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NewsletterConfirmationPage } from '../../../features/newsletter-form';
import { pageHead } from '../../../shared/page';

/** Route `newsletter_confirmation___fr`. */
export const Route = createFileRoute('/fr/newsletter/confirmation')({
  head: () => pageHead(t`Inscription enregistrée`),
  component: NewsletterConfirmationPage,
});
