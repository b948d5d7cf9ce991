import { t } from '@lingui/core/macro';
import { pageHead } from '../../shared/page';

/** A preview's title says it is one, and no search engine keeps it. */
export function previewHead(title: string) {
  const { meta } = pageHead(t`Aperçu : ${title}`);
  return { meta: [...meta, { name: 'robots', content: 'noindex' }] };
}
