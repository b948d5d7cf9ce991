import { describe, expect, it } from 'vitest';
import { maintenanceNavigation } from './maintenance';

describe('maintenanceNavigation', () => {
  it('sends the visitor to the maintenance page once while the header is present', () => {
    expect(maintenanceNavigation(true, '/fr/produits')).toBe('/fr/maintenance');
    expect(maintenanceNavigation(true, '/fr/maintenance')).toBeNull();
  });

  it('sends the visitor home when the header is gone, and only from the maintenance page', () => {
    expect(maintenanceNavigation(false, '/fr/maintenance')).toBe('/fr/');
    expect(maintenanceNavigation(false, '/fr/produits')).toBeNull();
  });
});
