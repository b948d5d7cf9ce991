import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { keepPhoneNumbersTogether } from '@shop/domain';

type Purifier = ReturnType<typeof DOMPurify>;

/** `Node.TEXT_NODE`, which the server's borrowed window has too but Node.js does not. */
const TEXT_NODE = 3;

const CONFIG = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

function purifierOf(window: Parameters<typeof DOMPurify>[0]): Purifier {
  const purifier = DOMPurify(window);
  // Links that open a new tab lose their hold on this one.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // A phone number written in a page body stays on one line on a narrow screen.
  purifier.addHook('afterSanitizeElements', (node) => {
    if (node.nodeType !== TEXT_NODE || node.textContent === null) return;
    const kept = keepPhoneNumbersTogether(node.textContent);
    if (kept !== node.textContent) node.textContent = kept;
  });
  return purifier;
}

let purifier: Purifier | undefined = typeof window === 'undefined' ? undefined : purifierOf(window);

/**
 * The server has no DOM of its own: its entry lends DOMPurify one (jsdom) once at start.
 * The purifier keeps no per-call state, so every request shares it.
 */
export function lendSanitizerWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = purifierOf(window);
}

/**
 * HTML written in the back office, made inert before it reaches the page: DOMPurify drops
 * scripts, event handlers, `javascript:` links and anything else that could run.
 */
export function sanitizeCmsHtml(html: string): string {
  if (purifier === undefined) throw new Error('No DOM to sanitise CMS HTML with');
  return purifier.sanitize(html, CONFIG);
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
