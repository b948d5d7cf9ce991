import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NewsletterPage } from '../../../features/newsletter-form';
import { pageCanonicalUrl, pageHead } from '../../../shared/page';

/** Route `newsletter___fr`. */
export const Route = createFileRoute('/fr/newsletter/')({
  head: ({ match }) =>
    pageHead(
      t`Inscription à la newsletter`,
      t`Recevez nos conseils en nutrition, nos nouveaux produits et nos offres.`,
      pageCanonicalUrl(match),
    ),
  component: NewsletterPage,
});
