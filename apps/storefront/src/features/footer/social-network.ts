/** The networks the footer knows by name; any other host is named after itself. */
const NETWORKS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  x: 'X',
  twitter: 'X',
};

export interface SocialNetwork {
  /** The key of its icon, or 'other'. */
  key: string;
  /** Its accessible name: « Facebook », « Instagram », « YouTube ». */
  name: string;
  url: string;
}

/**
 * A social link of the `social_links` setting, named from its host
 * (`https://www.youtube.com/@lab` → YouTube). Values that are not http(s) URLs are dropped:
 * the back office must not be able to put a `javascript:` link in the footer.
 */
export function socialNetwork(value: string): SocialNetwork | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const labels = url.hostname.toLowerCase().split('.');
  const domain = labels.at(-2) ?? labels[0] ?? '';
  const known = NETWORKS[domain];
  return known
    ? { key: domain === 'twitter' ? 'x' : domain, name: known, url: url.href }
    : { key: 'other', name: url.hostname.replace(/^www\./, ''), url: url.href };
}
