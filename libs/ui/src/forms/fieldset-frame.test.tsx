import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldsetFrame } from './fieldset-frame';

describe('FieldsetFrame', () => {
  it('names the group by its legend and ties its rule and complaint to it, in that order', () => {
    render(
      <FieldsetFrame
        legend="Je souhaite recevoir"
        required
        hint="Choisissez-en une."
        error="Aucune"
      >
        <input type="checkbox" aria-label="Santé" />
      </FieldsetFrame>,
    );
    const group = screen.getByRole('group', { name: /Je souhaite recevoir/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const described = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Choisissez-en une.',
      'Aucune',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Santé' }).closest('fieldset')).toBe(group);
  });

  it('claims nothing of a group that is fine and has no rule', () => {
    render(
      <FieldsetFrame legend="Autres communications">
        <input type="checkbox" aria-label="SMS" />
      </FieldsetFrame>,
    );
    const group = screen.getByRole('group', { name: 'Autres communications' });
    expect(group.hasAttribute('aria-invalid')).toBe(false);
    expect(group.hasAttribute('aria-describedby')).toBe(false);
    expect(group.querySelector('.form-field__required')).toBeNull();
  });
});
