import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML written in the back office, made inert before it reaches the page: DOMPurify drops
 * scripts, event handlers, `javascript:` links and anything else that could run. Links
 * that open a new tab lose their hold on this one.
 */
export function sanitizeCmsHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[target="_blank"]')) {
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}

export interface CmsHtmlProps {
  html: string;
  className?: string;
}

/** A CMS body, sanitised: the only way page HTML reaches the DOM. */
export function CmsHtml({ html, className = 'cms-html' }: CmsHtmlProps) {
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
