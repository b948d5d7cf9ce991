import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions, type Brand } from '@shop/api-client';
import { CmsHtml } from '../../shared/content';
import { AppLink } from '../../shared/routing';
import { cornerPagesQueryOptions } from './corner-queries';

/**
 * The brand's story, as its corner's main page tells it, and its other pages (history,
 * commitments…). Either part that could not be read is left out, not the home.
 */
export function CornerStory({ brand }: { brand: Brand }) {
  const { t } = useLingui();
  const { data: mains } = useQuery(cornerPagesQueryOptions(brand.id, 'brand_corner_main'));
  const storyId = mains?.items[0]?.id;
  const { data: story } = useQuery({
    ...pageQueryOptions(storyId ?? 0),
    enabled: storyId !== undefined,
  });
  const { data: pages } = useQuery(cornerPagesQueryOptions(brand.id, 'brand_corner_page'));
  const links = pages?.items ?? [];
  if (!story && links.length === 0) return null;
  return (
    <section aria-labelledby="corner-story-title" className="brand-page__section corner-story">
      <h2 id="corner-story-title">{t`L’univers ${brand.name}`}</h2>
      {story && <CmsHtml html={story.body} className="cms-html corner-story__body" />}
      {links.length > 0 && (
        <nav aria-label={t`Les pages ${brand.name}`}>
          <ul className="pill-list">
            {links.map((page) => (
              <li key={page.id}>
                <AppLink to="/fr/$slug" params={{ slug: page.slug }} className="pill-link">
                  {page.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
