import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isSearchable } from '@shop/domain';
import { resultsSplat } from '../../shared/routing';
import { useCornerSiteUrl } from '../../shared/site';
import { RECENT_SEARCHES_MAX, recentSearchesAtom, useBrowserAtom } from '../../shared/state';
import { withRecentSearch } from './recent-searches';
import {
  flattenOptions,
  moveActiveIndex,
  suggestionGroups,
  type SuggestionOption,
} from './suggestion-options';
import { useSuggestions } from './use-suggestions';

/**
 * The behaviour of the header's search field: the text, whether the list is open, the
 * active option, and what keys, submit and choosing do. `onLeave` runs when the search
 * took the visitor elsewhere (the mobile panel closes then).
 */
export function useSearchCombobox(onLeave?: () => void) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { status, data } = useSuggestions(text);
  const navigate = useNavigate();
  const [recentSearches, setRecentSearches] = useBrowserAtom(recentSearchesAtom);
  const location = useRouterState({ select: (state) => state.location.href });

  const cornerHome = useCornerSiteUrl();
  const groups = useMemo(
    () => (data ? suggestionGroups(data, cornerHome) : []),
    [data, cornerHome],
  );
  const options = useMemo(
    () => (status === 'results' ? flattenOptions(groups) : []),
    [groups, status],
  );
  const listVisible = open && status !== 'idle';
  const expanded = open && status === 'results';

  // SPEC.md §4: a route change closes the list and lifts the overlay.
  useEffect(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, [location]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const submit = () => {
    if (!isSearchable(text)) return;
    setRecentSearches(withRecentSearch(recentSearches, text, RECENT_SEARCHES_MAX));
    close();
    onLeave?.();
    void navigate({
      to: '/fr/results/$',
      params: { _splat: resultsSplat({ text: text.trim(), page: 1 }) },
    });
  };

  const choose = (option: SuggestionOption) => {
    const { target } = option;
    if (target.kind === 'all-results') return submit();
    close();
    onLeave?.();
    if (target.kind === 'url') window.location.assign(target.url);
    else void navigate({ href: target.path });
  };

  const onChange = (value: string) => {
    setText(value);
    setOpen(true);
    setActiveIndex(-1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (expanded) {
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActiveIndex((index) => moveActiveIndex(index, options.length, step));
        }
        break;
      }
      case 'Enter': {
        const active = expanded ? options[activeIndex] : undefined;
        if (active) {
          event.preventDefault();
          choose(active);
        }
        break;
      }
      case 'Escape': {
        // The browser's own Escape would clear a search field at once.
        event.preventDefault();
        if (listVisible) close();
        else if (text !== '') setText('');
        else onLeave?.();
        break;
      }
      case 'Tab':
        close();
        break;
    }
  };

  return {
    text,
    status,
    groups,
    options,
    activeIndex,
    listVisible,
    expanded,
    canSubmit: isSearchable(text),
    close,
    choose,
    onChange,
    onSubmit,
    onKeyDown,
  };
}
