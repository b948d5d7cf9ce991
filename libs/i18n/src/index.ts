export { activateLocale, i18n } from './activate-locale';
export { formatArticleCount } from './format/article-count';
export { formatDate, type DateStyle } from './format/format-date';
export { formatGrams, formatMillilitres, formatPercent } from './format/format-measure';
export { describeError } from './messages/describe-error';
export { ERROR_MESSAGES } from './messages/error-messages';
export { formatVolumeTier } from './format/volume-tier';
export { NOTICE_MESSAGES } from './messages/notice-messages';
export { ORDER_HISTORY_MESSAGES, ORDER_STATUS_MESSAGES } from './messages/order-messages';
export { describeFieldError } from './messages/describe-field-error';
export { VALIDATION_MESSAGES } from './messages/validation-messages';
export {
  BREADCRUMB_MESSAGES,
  describeBreadcrumbCode,
  describeCrumbLabel,
} from './messages/breadcrumb-messages';
