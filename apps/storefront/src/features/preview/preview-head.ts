import { t } from '@lingui/core/macro';
import { unlistedPageHead } from '../../shared/page';

/** A preview's title says it is one, and no search engine keeps it. */
export function previewHead(title: string) {
  return unlistedPageHead(t`Aperçu : ${title}`);
}
