import { Trans, useLingui } from '@lingui/react/macro';
import { socialNetwork, type SocialNetwork } from './social-network';

const ICONS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  youtube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3L10 15z',
  other:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2.2a7.8 7.8 0 1 1 0 15.6 7.8 7.8 0 0 1 0-15.6z',
};

/**
 * The laboratory's social pages (setting `social_links`). They open in a new tab, and the
 * accessible name says so, so nobody is surprised to land in another tab.
 */
export function SocialLinks({ values }: { values: readonly string[] }) {
  const { t } = useLingui();
  const networks = values
    .map(socialNetwork)
    .filter((network): network is SocialNetwork => network !== null);
  if (networks.length === 0) return null;
  return (
    <div className="site-footer__social">
      <h2 className="site-footer__title">
        <Trans>Suivez-nous</Trans>
      </h2>
      <ul className="site-footer__social-list">
        {networks.map((network) => (
          <li key={network.url}>
            <a
              className="site-footer__social-link"
              href={network.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`${network.name} (nouvel onglet)`}
            >
              <svg
                viewBox="0 0 24 24"
                width="24"
                height="24"
                aria-hidden="true"
                focusable="false"
                fill="currentColor"
              >
                <path d={ICONS[network.key] ?? ICONS.other} fillRule="evenodd" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
