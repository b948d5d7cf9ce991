import { Plural, useLingui } from '@lingui/react/macro';
import type { InnovationCategory } from '@shop/api-client';
import { HrefLink } from '../../shared/routing';
import './category-filter.css';

export interface CategoryFilterProps {
  categories: readonly InnovationCategory[];
  selected: InnovationCategory | undefined;
  /** The list's address for a category, or for all of them. */
  hrefOf: (slug: string | undefined) => string;
}

/**
 * The innovation categories as links, each with its number of pages: the filter lives in
 * the address, so a filtered list can be shared and the back button undoes it.
 */
export function CategoryFilter({ categories, selected, hrefOf }: CategoryFilterProps) {
  const { t } = useLingui();
  return (
    <nav className="category-filter" aria-label={t`Catégories`}>
      <ul className="pill-list">
        <li>
          <HrefLink
            href={hrefOf(undefined)}
            className="pill-link category-filter__link"
            {...(selected === undefined ? { 'aria-current': 'page' as const } : {})}
          >
            {t`Toutes les catégories`}
          </HrefLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <HrefLink
              href={hrefOf(category.slug)}
              className="pill-link category-filter__link"
              {...(selected?.id === category.id ? { 'aria-current': 'page' as const } : {})}
            >
              {category.label}{' '}
              <span className="category-filter__count">
                (<Plural value={category.page_count} one="# article" other="# articles" />)
              </span>
            </HrefLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
