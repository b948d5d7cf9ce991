import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useId, useState, type ReactNode } from 'react';
import { useModalDialog } from '@shop/ui';
import { ALL_ACCEPTED, ALL_REFUSED, type Choices, type Purpose } from './consent-cookie';
import { preferencesOpenAtom } from './consent-state';
import { useConsent } from './use-consent';

function PurposeSwitch({
  purpose,
  checked,
  onChange,
  label,
  children,
}: {
  purpose: Purpose;
  checked: boolean;
  onChange: (purpose: Purpose, checked: boolean) => void;
  label: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <li className="consent-purpose">
      <input
        id={`${id}-input`}
        className="consent-purpose__switch"
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(purpose, event.currentTarget.checked)}
      />
      <label htmlFor={`${id}-input`} className="consent-purpose__label">
        {label}
      </label>
      <p id={`${id}-help`} className="consent-purpose__help">
        {children}
      </p>
    </li>
  );
}

/**
 * The preferences, one switch per purpose, none ticked before the visitor ticks it. A
 * modal <dialog>: the browser traps focus, closes it on Escape and gives focus back to
 * the button that opened it. Closing without saving changes nothing.
 */
export function PreferencesDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(preferencesOpenAtom);
  const { consent, save } = useConsent();
  const [choices, setChoices] = useState<Choices>(ALL_REFUSED);
  const titleId = useId();
  // Each opening starts from what was saved.
  const dialog = useModalDialog(open, () =>
    setChoices(
      consent
        ? { analytics: consent.analytics, survey: consent.survey, youtube: consent.youtube }
        : ALL_REFUSED,
    ),
  );

  const choose = (purpose: Purpose, checked: boolean) =>
    setChoices((current) => ({ ...current, [purpose]: checked }));
  const answer = (value: Choices) => {
    save(value);
    setOpen(false);
  };

  return (
    <dialog
      ref={dialog}
      className="consent-dialog"
      aria-labelledby={titleId}
      onClose={() => setOpen(false)}
    >
      <div className="consent-dialog__header">
        <h2 id={titleId} className="consent-dialog__title">
          <Trans>Gérer mes cookies</Trans>
        </h2>
        <button
          type="button"
          className="consent-button consent-button--secondary"
          aria-label={t`Fermer les préférences de cookies`}
          onClick={() => setOpen(false)}
        >
          <Trans>Fermer</Trans>
        </button>
      </div>
      <p>
        <Trans>
          Choisissez les cookies que vous acceptez. Les cookies nécessaires au fonctionnement de la
          boutique (session, panier, ce choix) ne demandent pas d’accord. Votre choix est conservé
          six mois.
        </Trans>
      </p>
      <ul className="consent-dialog__purposes">
        <PurposeSwitch
          purpose="analytics"
          checked={choices.analytics}
          onChange={choose}
          label={<Trans>Mesure d’audience</Trans>}
        >
          <Trans>
            Des statistiques de visite, par notre outil de gestion de balises, pour améliorer le
            site.
          </Trans>
        </PurposeSwitch>
        <PurposeSwitch
          purpose="survey"
          checked={choices.survey}
          onChange={choose}
          label={<Trans>Enquêtes de satisfaction</Trans>}
        >
          <Trans>Un questionnaire occasionnel sur votre expérience de la boutique.</Trans>
        </PurposeSwitch>
        <PurposeSwitch
          purpose="youtube"
          checked={choices.youtube}
          onChange={choose}
          label={<Trans>Vidéos YouTube</Trans>}
        >
          <Trans>La lecture des vidéos de nos produits, qui dépose des cookies de YouTube.</Trans>
        </PurposeSwitch>
      </ul>
      <div className="consent-dialog__actions">
        <button
          type="button"
          className="consent-button consent-button--choice"
          onClick={() => answer(ALL_REFUSED)}
        >
          <Trans>Tout refuser</Trans>
        </button>
        <button
          type="button"
          className="consent-button consent-button--choice"
          onClick={() => answer(ALL_ACCEPTED)}
        >
          <Trans>Tout accepter</Trans>
        </button>
        <button
          type="button"
          className="consent-button consent-button--secondary"
          onClick={() => answer(choices)}
        >
          <Trans>Enregistrer mes choix</Trans>
        </button>
      </div>
    </dialog>
  );
}
