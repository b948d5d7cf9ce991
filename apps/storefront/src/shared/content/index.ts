export { CmsHtml, sanitizeCmsHtml, type CmsHtmlProps } from './cms-html';
