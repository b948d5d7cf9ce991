import { Trans, useLingui } from '@lingui/react/macro';
import './preview-banner.css';

/**
 * Says the page is a preview: it may be unpublished, and nobody else sees it at this
 * address until the back office publishes it.
 */
export function PreviewBanner({ published }: { published: boolean }) {
  const { t } = useLingui();
  const title = t`Aperçu`;
  return (
    <aside className="preview-banner" aria-label={title}>
      <p className="preview-banner__title">{title}</p>
      <p>
        {published ? (
          <Trans>Cette page est publiée ; vous la voyez telle que le site la montre.</Trans>
        ) : (
          <Trans>Cette page n’est pas encore publiée : seul cet aperçu la montre.</Trans>
        )}
      </p>
    </aside>
  );
}
