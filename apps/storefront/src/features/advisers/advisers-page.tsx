import { useLingui } from '@lingui/react/macro';
import { AppLink } from '../../shared/routing';
import { keepPhoneNumbersTogether } from '@shop/domain';
import { useCountry, useCustomerServiceHours, useCustomerServicePhone } from '../../shared/site';
import { ADVISERS_PAGE } from './advisers-page-copy';
import './advisers-page.css';

/**
 * SPEC.md §2 « Who can advise »: the people to call about our products. The phone numbers
 * and hours come from the back office (the `customer_service_*` settings, then France's
 * country setting), so the page follows a change of number without a release.
 */
export function AdvisersPage() {
  const { t } = useLingui();
  const country = useCountry();
  const headquarters = country?.contact.headquarters;
  const advicePhone = useCustomerServicePhone();
  const hours = useCustomerServiceHours();

  return (
    <div className="page advisers">
      <h1>{t(ADVISERS_PAGE.title)}</h1>
      <p className="advisers__intro">{t(ADVISERS_PAGE.intro)}</p>
      <ul className="advisers__list">
        <li className="advisers__card">
          <h2>{t`Nos conseillers, par téléphone`}</h2>
          <p>
            {t`Formés par nos laboratoires, ils vous aident à choisir vos compléments et suivent vos commandes.`}
          </p>
          {advicePhone && (
            <p className="advisers__phone">
              <a href={advicePhone.link}>
                <span className="visually-hidden">{t`Appeler nos conseillers au`} </span>
                {advicePhone.display}
              </a>
            </p>
          )}
          <p className="advisers__hours">
            <span className="advisers__label">{t`Horaires :`}</span> {hours}
          </p>
          <p>
            <AppLink to="/fr/contact">{t`Écrire au service client`}</AppLink>
          </p>
        </li>
        <li className="advisers__card">
          <h2>{t`Votre pharmacien partenaire`}</h2>
          <p>
            {t`Plus de 9 000 pharmacies partenaires connaissent nos produits, vous conseillent et les obtiennent en 48 heures.`}
          </p>
          <p>
            <AppLink to="/fr/trouver-une-pharmacie">{t`Trouver une pharmacie partenaire`}</AppLink>
          </p>
        </li>
        {headquarters && (
          <li className="advisers__card">
            <h2>{t`Le siège des Laboratoires`}</h2>
            <p>{t`Pour toute autre demande : partenariats, presse, recrutement.`}</p>
            <p className="advisers__phone">
              <a href={headquarters.phone.link}>
                <span className="visually-hidden">{t`Appeler le siège au`} </span>
                {keepPhoneNumbersTogether(headquarters.phone.display)}
              </a>
            </p>
            <address>
              {headquarters.address.name}
              <br />
              {headquarters.address.street}
              <br />
              {headquarters.address.zipcode} {headquarters.address.city}
            </address>
          </li>
        )}
      </ul>
    </div>
  );
}
