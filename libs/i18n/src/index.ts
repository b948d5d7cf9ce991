export { activateLocale, i18n } from './activate-locale';
export { formatArticleCount } from './format/article-count';
export { formatDate, type DateStyle } from './format/format-date';
export { describeError } from './messages/describe-error';
export { ERROR_MESSAGES } from './messages/error-messages';
