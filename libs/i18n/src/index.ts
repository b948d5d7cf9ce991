export { activateLocale, i18n } from './activate-locale';
