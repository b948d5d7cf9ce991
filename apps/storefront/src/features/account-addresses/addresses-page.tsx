import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addressesQueryOptions, type Address } from '@shop/api-client';
import { ACCOUNT_PAGE_PATHS } from '@shop/domain';
import { FormNotice } from '@shop/ui';
import { EmptyState } from '../../shared/page';
import { PageBreadcrumb } from '../../shared/routing';
import { AddressCard, type DefaultKind } from './address-card';
import { AddressForm } from '../../shared/addresses';
import './account-addresses.css';

const TITLE_ID = 'addresses-title';
const ADD_BUTTON_ID = 'address-add';
const editButtonId = (address: Address) => `address-${address.id}-edit`;

/** What the page shows: the list, or the form that replaces it while open. */
type View = { kind: 'list' } | { kind: 'form'; address: Address | null; openerId: string };

/** A saved change is focused; a deletion is announced and the focus goes to the title. */
interface Notice {
  message: string;
  focus: 'notice' | 'title';
  count: number;
}

/** `/fr/mon-compte/adresses` (SPEC.md §2 Account): the customer's addresses. */
export function AddressesPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(addressesQueryOptions());
  const addresses = data.items;
  const [view, setView] = useState<View>({ kind: 'list' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const focusNext = useRef<string | null>(null);

  // After the list comes back, the focus goes where the last action asked.
  useEffect(() => {
    if (focusNext.current === null || view.kind !== 'list') return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [view, notice]);

  const announce = (message: string, focus: Notice['focus']) => {
    setNotice((last) => ({ message, focus, count: (last?.count ?? 0) + 1 }));
    if (focus === 'title') focusNext.current = TITLE_ID;
  };
  const open = (address: Address | null, openerId: string) => {
    setNotice(null);
    setView({ kind: 'form', address, openerId });
  };
  const defaultSet = (kind: DefaultKind) =>
    announce(
      kind === 'invoice'
        ? t`Votre adresse de facturation par défaut a été modifiée.`
        : t`Votre adresse de livraison par défaut a été modifiée.`,
      'notice',
    );

  return (
    <div className="page addresses-page">
      <PageBreadcrumb
        pageType="account"
        entity={{ label: { code: 'my_addresses' }, path: ACCOUNT_PAGE_PATHS.my_addresses }}
      />
      <h1 id={TITLE_ID} tabIndex={-1}>
        {t`Mes adresses`}
      </h1>
      {view.kind === 'form' ? (
        <AddressForm
          key={view.address?.id ?? 'new'}
          address={view.address}
          isFirst={addresses.length === 0}
          onSaved={() => {
            setView({ kind: 'list' });
            announce(t`Adresse enregistrée.`, 'notice');
          }}
          onCancel={() => {
            setView({ kind: 'list' });
            focusNext.current = view.openerId;
          }}
        />
      ) : (
        <>
          {notice?.focus === 'notice' && (
            <FormNotice attempt={notice.count}>{notice.message}</FormNotice>
          )}
          {notice?.focus === 'title' && (
            <p className="form-notice" role="status">
              {notice.message}
            </p>
          )}
          {addresses.length === 0 ? (
            <EmptyState title={t`Vous n’avez pas encore enregistré d’adresse.`}>
              <AddButton onClick={() => open(null, ADD_BUTTON_ID)} />
            </EmptyState>
          ) : (
            <>
              <AddButton onClick={() => open(null, ADD_BUTTON_ID)} />
              <ul className="address-list" aria-labelledby={TITLE_ID}>
                {addresses.map((address) => (
                  // A card starts afresh when its defaults change: an earlier refusal is moot.
                  <li
                    key={`${address.id}-${address.is_invoice_default}-${address.is_delivery_default}`}
                  >
                    <AddressCard
                      address={address}
                      editButtonId={editButtonId(address)}
                      onEdit={() => open(address, editButtonId(address))}
                      onDeleted={() => announce(t`Adresse supprimée.`, 'title')}
                      onDefaultSet={defaultSet}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}

function AddButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      id={ADD_BUTTON_ID}
      type="button"
      className="button addresses-page__add"
      onClick={onClick}
    >
      <Trans>Ajouter une adresse</Trans>
    </button>
  );
}
