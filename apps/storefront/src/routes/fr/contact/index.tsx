import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../../features/contact-form';
import { contactChoicesQueryOptions } from '../../../features/contact-form/contact-choices-query';
import { ContactSearchSchema } from '../../../features/contact-form/contact-search';
import { CustomerServiceBlock } from '../../../features/customer-service';
import { pageCanonicalUrl, pageHead, PageLoadError, PagePending } from '../../../shared/page';

/** Route `contact___fr`: the contact form, with customer service beside it. */
export const Route = createFileRoute('/fr/contact/')({
  validateSearch: ContactSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(contactChoicesQueryOptions()),
  head: ({ match }) =>
    pageHead(
      t`Nous contacter`,
      t`Écrivez à notre service client : commande, conseil, compte.`,
      pageCanonicalUrl(match),
    ),
  pendingComponent: () => <PagePending label={t`Chargement du formulaire…`} cards={0} />,
  errorComponent: PageLoadError,
  component: ContactRoute,
});

function ContactRoute() {
  const { sujet } = Route.useSearch();
  return (
    // A new `?sujet=` (the call-back link, on this very page) starts the form again.
    <ContactPage
      key={sujet ?? ''}
      sujet={sujet}
      customerService={<CustomerServiceBlock variant="full" />}
    />
  );
}
