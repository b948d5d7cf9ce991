import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';
import { Pagination, type PaginationLinkProps } from './pagination';

const Link = ({ href, children, ...rest }: PaginationLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

describe('pageWindow', () => {
  it('keeps the ends and the neighbours, with gaps between', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});

const inFrench = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('Pagination', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));

  it('links the other pages and marks the current one', () => {
    inFrench(<Pagination page={2} pageCount={3} hrefOf={(p) => `/l/${p}`} link={Link} />);
    expect(screen.getByRole('link', { name: 'Page précédente' }).getAttribute('href')).toBe('/l/1');
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe('/l/3');
    expect(screen.getByText('2').closest('[aria-current="page"]')).not.toBeNull();
  });

  it('shows nothing for a single page', () => {
    const { container } = inFrench(
      <Pagination page={1} pageCount={1} hrefOf={(p) => `/l/${p}`} link={Link} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
