export { MaintenancePage } from './maintenance-page';
export { startMaintenanceWatch } from './maintenance-watch';
