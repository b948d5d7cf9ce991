import { Trans } from '@lingui/react/macro';
import { pageDownloadUrl, type PageDetail } from '@shop/api-client';
import { CmsHtml } from '../../shared/content';
import './content-article.css';

/** A CMS page as a reader sees it: its title, its body and its file when it has one. */
export function ContentArticle({ page }: { page: PageDetail }) {
  return (
    <article className="content-article" aria-labelledby="content-article-title">
      <h1 id="content-article-title">{page.title}</h1>
      {page.download && (
        <p>
          <a className="button button--secondary" href={pageDownloadUrl(page.id)} download>
            <Trans>Télécharger « {page.download.name} »</Trans>
          </a>
        </p>
      )}
      <CmsHtml html={page.body} className="cms-html content-article__body" />
    </article>
  );
}
