export { AccountDashboard } from './account-dashboard';
