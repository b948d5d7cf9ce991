import { HOME_PATH, routePath } from '../routes/route-names';

export const MAINTENANCE_PATH = routePath('maintenance___fr');

/** The header the shop API puts on every reply while in maintenance (SPEC.md §4). */
export const MAINTENANCE_HEADER = 'x-maintenance';

/**
 * SPEC.md §4 Maintenance: a reply carrying `x-maintenance` sends the visitor to the
 * maintenance page once; when the header disappears while they are on that page, they are
 * sent home. Returns where to go, or null to stay.
 */
export function maintenanceNavigation(headerPresent: boolean, currentPath: string): string | null {
  const onMaintenancePage = currentPath === MAINTENANCE_PATH;
  if (headerPresent) return onMaintenancePage ? null : MAINTENANCE_PATH;
  return onMaintenancePage ? HOME_PATH : null;
}
