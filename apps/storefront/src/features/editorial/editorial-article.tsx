import { useLingui } from '@lingui/react/macro';
import { pageDownloadUrl, type PageDetail } from '@shop/api-client';
import { formatDate } from '@shop/i18n';
import { CatalogueImage } from '../../shared/catalogue';
import { CmsHtml } from '../../shared/content';
import './editorial-article.css';

export interface EditorialArticleProps {
  page: PageDetail;
  /** News show when they were published. */
  dated: boolean;
}

/** A CMS page read in full: title, date, picture, sanitised body and its file. */
export function EditorialArticle({ page, dated }: EditorialArticleProps) {
  const { t } = useLingui();
  return (
    <article className="editorial-article" aria-labelledby="editorial-article-title">
      <header className="editorial-article__header">
        <h1 id="editorial-article-title">{page.title}</h1>
        {dated && (
          <p className="editorial-article__date">
            <time dateTime={page.published_at}>
              {t`Publié le ${formatDate(page.published_at)}`}
            </time>
          </p>
        )}
      </header>
      {page.vertical_image && (
        <CatalogueImage
          className="editorial-article__image"
          src={page.vertical_image.url}
          alt={page.vertical_image.alt}
          width={300}
          height={450}
          sizes="(max-width: 565px) 40vw, 300px"
          priority
        />
      )}
      <div className="editorial-article__body">
        <CmsHtml html={page.body} />
      </div>
      {page.download && (
        <p className="editorial-article__download">
          {/* A file served by the API, not a page of the shop: a plain link. */}
          <a className="button button--secondary" href={pageDownloadUrl(page.id)} download>
            {t`Télécharger le document (${page.download.name})`}
          </a>
        </p>
      )}
    </article>
  );
}
