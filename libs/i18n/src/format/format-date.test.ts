import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes a calendar date in French, on its own day', () => {
    expect(formatDate('2026-11-22')).toBe('22 novembre 2026');
    expect(formatDate('2026-01-01', 'short')).toBe('01/01/2026');
  });

  it('shows an instant in Paris time, whatever the day in UTC', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 janvier 2027');
    expect(formatDate(new Date('2026-07-14T08:05:00Z'), 'dateTime')).toBe(
      '14 juillet 2026 à 10:05',
    );
  });

  it('gives nothing rather than "Invalid Date" for an unreadable value', () => {
    expect(formatDate('pas une date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
