import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { eurosToCents, formatPrice } from '@shop/domain';
import { CatalogueImage } from '../../shared/catalogue';
import type { SuggestionGroup, SuggestionGroupName, SuggestionOption } from './suggestion-options';

interface SuggestionListboxProps {
  id: string;
  expanded: boolean;
  groups: readonly SuggestionGroup[];
  /** The flat keyboard order, « all results » last. */
  options: readonly SuggestionOption[];
  activeIndex: number;
  text: string;
  optionId: (option: SuggestionOption) => string;
  onChoose: (option: SuggestionOption) => void;
}

/**
 * The popup of the combobox (WAI-ARIA 1.2 combobox with listbox): options grouped under
 * their heading, focus staying in the field (aria-activedescendant). Always in the page so
 * the field's aria-controls points at something; hidden while collapsed.
 */
export function SuggestionListbox({
  id,
  expanded,
  groups,
  options,
  activeIndex,
  text,
  optionId,
  onChoose,
}: SuggestionListboxProps) {
  const { t } = useLingui();
  const headings: Record<SuggestionGroupName, string> = {
    products: t`Produits`,
    brands: t`Marques`,
    needs: t`Besoins`,
    pages: t`Pages`,
  };
  const active = options[activeIndex];
  const allResults = options.at(-1);
  const activeId = active ? optionId(active) : undefined;

  // The focus stays in the field, so the browser does not scroll to the active option.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  const renderOption = (option: SuggestionOption, label: string) => (
    <div
      key={option.key}
      id={optionId(option)}
      role="option"
      aria-selected={option === active}
      className="search__option"
      onClick={() => onChoose(option)}
    >
      {option.image === undefined ? null : (
        // The name beside it says what it is: the picture is decoration.
        <CatalogueImage
          src={option.image}
          alt=""
          width={40}
          height={40}
          sizes="40px"
          className="search__option-image"
        />
      )}
      <span className="search__option-label">{label}</span>
      {option.price === undefined ? null : (
        <span className="search__option-price">{formatPrice(eurosToCents(option.price))}</span>
      )}
    </div>
  );

  return (
    <div
      id={id}
      role="listbox"
      aria-label={t`Suggestions`}
      className="search__listbox"
      hidden={!expanded}
      // Keeps the focus in the field while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.map((group) => (
        <div
          key={group.name}
          role="group"
          aria-labelledby={`${id}-${group.name}`}
          className="search__group"
        >
          <div role="presentation" id={`${id}-${group.name}`} className="search__group-heading">
            {headings[group.name]}
          </div>
          {group.options.map((option) => renderOption(option, option.label))}
        </div>
      ))}
      {allResults ? renderOption(allResults, t`Voir tous les résultats pour « ${text} »`) : null}
    </div>
  );
}
