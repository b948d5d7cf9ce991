import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { productFaqsQueryOptions, productQueryOptions, type ProductDetail } from '@shop/api-client';
import { routePath, type BreadcrumbEntity } from '@shop/domain';
import { CmsHtml } from '../../shared/content';
import { EmptyState } from '../../shared/page';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import './product-faq.css';

export interface ProductFaqPageProps {
  slug: string;
  /** The product's breadcrumb entity: the FAQ is a crumb after it. */
  crumbOf: (product: ProductDetail) => BreadcrumbEntity;
}

/** The product's questions and answers, each answer folded under its question. */
export function ProductFaqPage({ slug, crumbOf }: ProductFaqPageProps) {
  const { t } = useLingui();
  const { data: product } = useSuspenseQuery(productQueryOptions(slug));
  const { data: faqs } = useSuspenseQuery(productFaqsQueryOptions(slug));
  const productEntity = crumbOf(product);
  const entity: BreadcrumbEntity = {
    label: { text: t`Questions-réponses` },
    path: routePath('product-faq___fr', { slug: product.slug }),
    parents: [...(productEntity.parents ?? []), productEntity],
  };
  return (
    <div className="page product-faq">
      <PageBreadcrumb pageType="product" entity={entity} />
      <h1>{t`Questions-réponses sur ${product.name}`}</h1>
      <p>
        <AppLink to="/fr/produit/$slug" params={{ slug: product.slug }}>
          {t`Retour à la fiche produit`}
        </AppLink>
      </p>
      {faqs.items.length === 0 ? (
        <EmptyState title={t`Aucune question n’a encore été publiée pour ce produit.`}>
          <p>
            <AppLink to="/fr/contact">{t`Posez votre question à notre service consommateurs`}</AppLink>
          </p>
        </EmptyState>
      ) : (
        <ul className="product-faq__list">
          {faqs.items.map((faq) => (
            <li key={faq.id}>
              <details className="product-faq__item">
                <summary className="product-faq__question">{faq.question}</summary>
                {/* Answers are written in the back office and may hold markup. */}
                <CmsHtml html={faq.answer} className="cms-html product-faq__answer" />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
