import { observeResponses } from '@shop/api-client';
import { MAINTENANCE_HEADER, maintenanceNavigation } from '@shop/domain';

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
