import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { brandFaqsQueryOptions, type Brand } from '@shop/api-client';

/**
 * The brand's questions and answers, each answer opened on demand. A brand without any
 * shows no section; one that could not be read says so without hiding the page.
 */
export function BrandFaq({ brand }: { brand: Brand }) {
  const { t } = useLingui();
  const { data: faqs, isError, isPending } = useQuery(brandFaqsQueryOptions(brand.slug));
  if (isPending || faqs?.items.length === 0) return null;
  return (
    <section aria-labelledby="brand-faq-title" className="brand-page__section">
      <h2 id="brand-faq-title">{t`Questions fréquentes sur ${brand.name}`}</h2>
      {isError || !faqs ? (
        <p role="status">{t`Les questions fréquentes n’ont pas pu être chargées.`}</p>
      ) : (
        <ul className="brand-faq">
          {faqs.items.map((faq) => (
            <li key={faq.id}>
              <details className="brand-faq__item">
                <summary className="brand-faq__question">{faq.question}</summary>
                <p className="brand-faq__answer">{faq.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
