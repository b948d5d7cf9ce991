import { observeResponses } from '@shop/api-client';
import { maintenanceNavigation } from '@shop/domain';

/** The header the shop API puts on every reply while in maintenance (SPEC.md §4). */
export const MAINTENANCE_HEADER = 'x-maintenance';

/**
 * SPEC.md §4 Maintenance, for every reply: its `x-maintenance` header sends the visitor
 * to the maintenance page once; a reply without it, while on that page, sends them home.
 */
export function startMaintenanceWatch(
  currentPath: () => string,
  navigate: (path: string) => void,
): () => void {
  return observeResponses(({ response }) => {
    const target = maintenanceNavigation(response.headers.has(MAINTENANCE_HEADER), currentPath());
    if (target !== null) navigate(target);
  });
}
