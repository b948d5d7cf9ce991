import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { contentSlug } from '@shop/domain';
import { AppLink } from '../../shared/routing';
import { useSettingValues } from '../../shared/site';
import { FooterMenu } from './footer-menu';
import { HealthyEatingCarousel } from './healthy-eating-carousel';
import { LegalLinks } from './legal-links';
import { ReassuranceList } from './reassurance-list';
import { SocialLinks } from './social-links';
import './site-footer.css';

export interface SiteFooterProps {
  /** The customer-service block (phone, hours, contact channels). */
  customerService: ReactNode;
  /** The button that reopens the consent manager. */
  cookiePreferences: ReactNode;
  /** The button that opens the newsletter pop-in. */
  newsletter: ReactNode;
}

/**
 * The footer of the default layout (SPEC.md §1): reassurance points, the laboratory's and
 * the help links, the back-office menu, customer service, newsletter and social links, the
 * healthy-eating carousel, then the legal links. Stacked on phones, in columns from 48rem.
 */
export function SiteFooter({ customerService, cookiePreferences, newsletter }: SiteFooterProps) {
  const { t } = useLingui();
  const healthyEatingMessages = useSettingValues('healthy_eating_messages');
  const socialLinks = useSettingValues('social_links');

  return (
    <footer className="site-footer">
      <div className="site-footer__band">
        <div className="site-footer__inner">
          <ReassuranceList />
        </div>
      </div>
      <div className="site-footer__inner">
        <div className="site-footer__columns">
          <nav className="site-footer__nav" aria-label={t`Liens du pied de page`}>
            <div className="site-footer__group">
              <h2 className="site-footer__title">
                <Trans>Le laboratoire</Trans>
              </h2>
              <ul className="site-footer__links">
                <li>
                  <AppLink
                    to="/fr/$slug"
                    params={{ slug: contentSlug('about___fr') }}
                    className="site-footer__link"
                  >
                    <Trans>À propos</Trans>
                  </AppLink>
                </li>
                <li>
                  <AppLink to="/fr/actualites" className="site-footer__link">
                    <Trans>Actualités</Trans>
                  </AppLink>
                </li>
                <li>
                  <AppLink to="/fr/qualite-innovations" className="site-footer__link">
                    <Trans>Qualité et innovation</Trans>
                  </AppLink>
                </li>
                <li>
                  <AppLink to="/fr/interlocuteur" className="site-footer__link">
                    <Trans>Qui peut vous conseiller ?</Trans>
                  </AppLink>
                </li>
              </ul>
            </div>
            <div className="site-footer__group">
              <h2 className="site-footer__title">
                <Trans>Besoin d’aide ?</Trans>
              </h2>
              <ul className="site-footer__links">
                <li>
                  <AppLink to="/fr/contact" className="site-footer__link">
                    <Trans>Nous contacter</Trans>
                  </AppLink>
                </li>
                <li>
                  <AppLink to="/fr/retractation" className="site-footer__link">
                    <Trans>Formulaire de rétractation</Trans>
                  </AppLink>
                </li>
                <li>
                  <AppLink
                    to="/fr/$slug"
                    params={{ slug: contentSlug('online_help___fr') }}
                    className="site-footer__link"
                  >
                    <Trans>Votre aide en ligne</Trans>
                  </AppLink>
                </li>
              </ul>
            </div>
            <FooterMenu />
          </nav>
          <div className="site-footer__service">{customerService}</div>
          <div className="site-footer__keep-in-touch">
            <div className="site-footer__newsletter">
              <h2 className="site-footer__title">
                <Trans>Newsletter</Trans>
              </h2>
              <p className="site-footer__text">
                <Trans>Recevez nos conseils et nos nouveautés par e-mail.</Trans>
              </p>
              {newsletter}
            </div>
            <SocialLinks values={socialLinks} />
          </div>
        </div>
        <HealthyEatingCarousel messages={healthyEatingMessages} />
      </div>
      <div className="site-footer__bottom">
        <nav className="site-footer__inner" aria-label={t`Informations légales`}>
          <LegalLinks
            extra={
              <>
                <li>
                  <AppLink to="/fr/plan-du-site" className="footer-legal__link">
                    <Trans>Plan du site</Trans>
                  </AppLink>
                </li>
                <li>{cookiePreferences}</li>
              </>
            }
          />
        </nav>
      </div>
    </footer>
  );
}
