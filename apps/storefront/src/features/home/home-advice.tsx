import type { Homepage } from '@shop/api-client';
import { CatalogueImage } from '../../shared/catalogue';
import { CmsLink } from './cms-link';
import { HomeSection } from './home-section';

/** Advice articles: image, title, summary. An article without an address is not offered. */
export function HomeAdvice({ section }: { section: Homepage['advice'] }) {
  const articles = section.items.flatMap((page) =>
    page.url === null ? [] : [{ ...page, url: page.url }],
  );
  if (articles.length === 0) return null;
  return (
    <HomeSection id="home-advice" section={section}>
      <ul className="card-grid home-advice" aria-labelledby="home-advice-title">
        {articles.map((article) => (
          <li key={article.id}>
            <article className="home-advice__card">
              {article.vertical_image && (
                <CatalogueImage
                  className="home-advice__image"
                  src={article.vertical_image.url}
                  alt=""
                  width={96}
                  height={144}
                  sizes="96px"
                />
              )}
              <div className="home-advice__text">
                <h3 className="home-advice__title">
                  <CmsLink path={article.url}>{article.title}</CmsLink>
                </h3>
                {article.summary && <p className="home-advice__summary">{article.summary}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
