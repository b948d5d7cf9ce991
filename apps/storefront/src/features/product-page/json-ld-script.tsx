import { safeJson } from '@shop/domain';

/** Structured data for search engines: data, not code, so the CSP does not apply to it. */
export function JsonLdScript({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />;
}
