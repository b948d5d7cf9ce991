export { CmsHtml, lendSanitizerWindow, sanitizeCmsHtml, type CmsHtmlProps } from './cms-html';
