import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is a link named by its text that targets the content by id', () => {
    render(<SkipLink targetId="contenu">Aller au contenu</SkipLink>);
    const link = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(link.getAttribute('href')).toBe('#contenu');
  });
});
