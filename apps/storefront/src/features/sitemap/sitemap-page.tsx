import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Children, type ReactNode } from 'react';
import { brandsQueryOptions, needsQueryOptions, quizzesQueryOptions } from '@shop/api-client';
import { AppLink } from '../../shared/routing';
import { useHomePath } from '../../shared/site';
import { SITEMAP_PAGE } from './sitemap-page-copy';
import { adviceThemesQueryOptions, informationPagesQueryOptions } from './sitemap-queries';
import './sitemap.css';

/**
 * `/fr/plan-du-site`: one link to every section of the shop, and to each need, brand,
 * advice theme, quiz and information page the back office publishes.
 */
export function SitemapPage() {
  const { t } = useLingui();
  const home = useHomePath();
  const { data: needs } = useSuspenseQuery(needsQueryOptions());
  const { data: brands } = useSuspenseQuery(brandsQueryOptions());
  const { data: themes } = useSuspenseQuery(adviceThemesQueryOptions());
  const { data: quizzes } = useSuspenseQuery(quizzesQueryOptions());
  const { data: information } = useSuspenseQuery(informationPagesQueryOptions());
  return (
    <div className="page">
      <h1>{t(SITEMAP_PAGE.title)}</h1>
      <p>{t(SITEMAP_PAGE.intro)}</p>
      <div className="sitemap">
        <SitemapSection id="sitemap-shop" title={t`La boutique`}>
          <li>
            <AppLink to={home}>{t`Accueil`}</AppLink>
          </li>
          <li>
            <AppLink to="/fr/produits/$">{t`Tous nos produits`}</AppLink>
          </li>
          <li>
            <AppLink to="/fr/qualite-innovations">{t`Qualité et innovation`}</AppLink>
          </li>
          <li>
            <AppLink to="/fr/actualites">{t`Actualités`}</AppLink>
          </li>
          <li>
            <AppLink to="/fr/trouver-une-pharmacie">{t`Trouver une pharmacie`}</AppLink>
          </li>
          <li>
            <AppLink to="/fr/interlocuteur">{t`Qui peut vous conseiller`}</AppLink>
          </li>
        </SitemapSection>
        <SitemapSection id="sitemap-needs" title={t`Besoins`}>
          <li>
            <AppLink to="/fr/besoins">{t`Tous nos besoins`}</AppLink>
          </li>
          {needs.items.map((need) => (
            <li key={need.id}>
              <AppLink to="/fr/besoin/$" params={{ _splat: need.slug }}>
                {need.label}
              </AppLink>
              {need.children.length > 0 && (
                <ul>
                  {need.children.map((child) => (
                    <li key={child.id}>
                      <AppLink to="/fr/besoin/$" params={{ _splat: child.slug }}>
                        {child.label}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </SitemapSection>
        <SitemapSection id="sitemap-brands" title={t`Marques`}>
          <li>
            <AppLink to="/fr/marques">{t`Toutes nos marques`}</AppLink>
          </li>
          {brands.items.map((brand) => (
            <li key={brand.id}>
              <AppLink to="/fr/marque/$slug" params={{ slug: brand.slug }}>
                {brand.name}
              </AppLink>
            </li>
          ))}
        </SitemapSection>
        <SitemapSection id="sitemap-advice" title={t`Conseils`}>
          <li>
            <AppLink to="/fr/conseils">{t`Tous les thèmes de conseils`}</AppLink>
          </li>
          {themes.items.map((theme) => (
            <li key={theme.id}>
              <AppLink to="/fr/conseils/$topic" params={{ topic: theme.slug }}>
                {theme.title}
              </AppLink>
            </li>
          ))}
        </SitemapSection>
        <SitemapSection id="sitemap-quizzes" title={t`Quiz`}>
          {quizzes.items.map((quiz) => (
            <li key={quiz.id}>
              <AppLink to="/fr/quiz/$quiz" params={{ quiz: quiz.slug }}>
                {quiz.title}
              </AppLink>
            </li>
          ))}
        </SitemapSection>
        <SitemapSection id="sitemap-services" title={t`Services`}>
          <li>
            <AppLink to="/fr/contact">{t`Nous contacter`}</AppLink>
          </li>
          <li>
            <AppLink to="/fr/newsletter">{t`Inscription à la newsletter`}</AppLink>
          </li>
          <li>
            <AppLink to="/fr/retractation">{t`Formulaire de rétractation`}</AppLink>
          </li>
          <li>
            <AppLink to="/fr/mon-compte">{t`Mon compte`}</AppLink>
          </li>
        </SitemapSection>
        <SitemapSection id="sitemap-information" title={t`Informations`}>
          {information.items.map((page) => (
            <li key={page.id}>
              <AppLink to="/fr/$slug" params={{ slug: page.slug }}>
                {page.title}
              </AppLink>
            </li>
          ))}
        </SitemapSection>
      </div>
      <p>
        <Trans>
          Vous ne trouvez pas ce que vous cherchez ? Utilisez la recherche en haut de page.
        </Trans>
      </p>
    </div>
  );
}

/** A titled group of links; a group the back office left empty is not shown. */
function SitemapSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  if (Children.count(children) === 0) return null;
  return (
    <section aria-labelledby={id} className="sitemap__section">
      <h2 id={id}>{title}</h2>
      <ul className="sitemap__links">{children}</ul>
    </section>
  );
}
