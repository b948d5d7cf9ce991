import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Address } from '@shop/api-client';
import { COUNTRY_CODE, formatFrenchPhone } from '@shop/domain';
import { FormAlert } from '@shop/ui';
import { formFailureOf, type FormFailure } from '../../shared/forms';
import {
  payloadWithDefaults,
  postalLines,
  useDeleteAddress,
  useSaveAddress,
} from '../../shared/addresses';

export type DefaultKind = 'invoice' | 'delivery';

export interface AddressCardProps {
  address: Address;
  /** The id of the Modifier button: the page gives the focus back to it on cancel. */
  editButtonId: string;
  onEdit: () => void;
  onDeleted: () => void;
  onDefaultSet: (kind: DefaultKind) => void;
}

/** One saved address with its badges and its actions (SPEC.md §3 Address, §8 Addresses). */
export function AddressCard({
  address,
  editButtonId,
  onEdit,
  onDeleted,
  onDefaultSet,
}: AddressCardProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<{ failure: FormFailure; attempt: number } | null>(null);
  const remove = useDeleteAddress();
  const save = useSaveAddress();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const titleId = `address-${address.id}-title`;
  const { label } = address;
  const busy = remove.isPending || save.isPending;

  const refuse = async (error: unknown) => {
    const failure = await formFailureOf(error);
    setRefusal((last) => ({ failure, attempt: (last?.attempt ?? 0) + 1 }));
  };

  async function confirmDelete() {
    if (busy) return;
    setRefusal(null);
    try {
      await remove.mutateAsync(address.id);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      // The alert takes the focus the confirmation had.
      await refuse(error);
    }
  }

  async function makeDefault(kind: DefaultKind) {
    if (busy) return;
    setRefusal(null);
    const flag = kind === 'invoice' ? { is_invoice_default: true } : { is_delivery_default: true };
    try {
      await save.mutateAsync({ id: address.id, payload: payloadWithDefaults(address, flag) });
      onDefaultSet(kind);
    } catch (error) {
      await refuse(error);
    }
  }

  function cancelDelete() {
    setConfirming(false);
    // The confirmation goes away with the focus in it: back to the button that opened it.
    requestAnimationFrame(() => deleteRef.current?.focus());
  }

  return (
    <article className="address-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="address-card__title">
        {label}
      </h2>
      {(address.is_invoice_default || address.is_delivery_default) && (
        <ul className="address-card__badges">
          {address.is_invoice_default && <li>{t`Adresse de facturation par défaut`}</li>}
          {address.is_delivery_default && <li>{t`Adresse de livraison par défaut`}</li>}
        </ul>
      )}
      <AddressLines address={address} />
      <FormAlert message={refusal?.failure.message ?? null} attempt={refusal?.attempt ?? 0} />
      {confirming ? (
        <DeleteConfirmation
          label={label}
          pending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        />
      ) : (
        <div className="address-card__actions">
          <button id={editButtonId} type="button" className="button" onClick={onEdit}>
            <Trans>
              Modifier<span className="visually-hidden"> l’adresse {label}</span>
            </Trans>
          </button>
          <button
            ref={deleteRef}
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(true)}
          >
            <Trans>
              Supprimer<span className="visually-hidden"> l’adresse {label}</span>
            </Trans>
          </button>
          {!address.is_delivery_default && (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={busy || undefined}
              onClick={() => void makeDefault('delivery')}
            >
              <Trans>
                Définir comme adresse de livraison par défaut
                <span className="visually-hidden"> : {label}</span>
              </Trans>
            </button>
          )}
          {!address.is_invoice_default && (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={busy || undefined}
              onClick={() => void makeDefault('invoice')}
            >
              <Trans>
                Définir comme adresse de facturation par défaut
                <span className="visually-hidden"> : {label}</span>
              </Trans>
            </button>
          )}
        </div>
      )}
    </article>
  );
}

function AddressLines({ address }: { address: Address }) {
  const { t } = useLingui();
  const lines = [
    ...postalLines(address),
    address.country === COUNTRY_CODE ? t`France` : address.country,
  ].filter((line): line is string => Boolean(line));
  const contacts = [
    { term: t`Téléphone fixe`, value: address.phone && formatFrenchPhone(address.phone) },
    { term: t`Téléphone mobile`, value: address.mobile && formatFrenchPhone(address.mobile) },
    { term: t`Informations de livraison`, value: address.delivery_information },
  ].filter((item) => Boolean(item.value));
  return (
    <>
      <address className="address-card__lines">
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      {contacts.length > 0 && (
        <dl className="address-card__contacts">
          {contacts.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

interface DeleteConfirmationProps {
  label: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting, in the card; the focus moves onto the question, Escape cancels. */
function DeleteConfirmation({ label, pending, onConfirm, onCancel }: DeleteConfirmationProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className="address-card__confirm"
      role="group"
      aria-label={t`Confirmer la suppression`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p>
        <Trans>Supprimer définitivement l’adresse « {label} » ?</Trans>
      </p>
      <div className="address-card__actions">
        <button
          type="button"
          className="button"
          aria-disabled={pending || undefined}
          onClick={onConfirm}
        >
          <Trans>Oui, supprimer</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Annuler</Trans>
        </button>
      </div>
    </div>
  );
}
