import { html, type SafeHtml } from './html';
import type { MailSite } from './mail-content';

/**
 * The pieces every mail is made of, each written once for HTML and once for plain text, so
 * the two parts never say different things. Styles are inline: mail clients drop the rest.
 */

export interface Block {
  html: SafeHtml;
  text: string;
}

export const FONT =
  'font-family:Arial,Helvetica,sans-serif;color:#1f2a24;font-size:16px;line-height:1.5';
export const CELL =
  'padding:6px 8px;border-bottom:1px solid #e3e0d8;text-align:left;vertical-align:top';

/** The shop is in France: its dates are Paris time, in words. */
export const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
export const DATE = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeZone: 'Europe/Paris',
});

export function paragraph(text: string): Block {
  return { html: html`<p style="margin:0 0 16px">${text}</p>`, text };
}

/** A link shown as a button; the text part gives the address in full. */
export function button(label: string, url: string): Block {
  return {
    html: html`<p style="margin:24px 0">
      <a
        href="${url}"
        style="display:inline-block;padding:12px 20px;background:#2f5d3a;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold"
        >${label}</a
      >
    </p>`,
    text: `${label}\u202f: ${url}`,
  };
}

/** Lines kept apart (an address), as one paragraph. */
export function lines(title: string, rows: readonly string[]): Block {
  const shown = rows.map((row, index) => (index === 0 ? html`${row}` : html`<br />${row}`));
  return {
    html: html`<p style="margin:0 0 16px"><strong>${title}</strong><br />${shown}</p>`,
    text: [title, ...rows].join('\n'),
  };
}

/** Label and value pairs (a form as customer service reads it). */
export function fields(rows: readonly (readonly [string, string])[]): Block {
  const shown = rows.map(
    ([label, value]) =>
      html`<tr>
        <th scope="row" style="${CELL};width:30%">${label}</th>
        <td style="${CELL};white-space:pre-wrap">${value}</td>
      </tr>`,
  );
  return {
    html: html`<table
      role="presentation"
      style="border-collapse:collapse;width:100%;margin:0 0 16px"
    >
      ${shown}
    </table>`,
    text: rows.map(([label, value]) => `${label}\u202f: ${value}`).join('\n'),
  };
}

export const greeting = (firstname: string, lastname: string) =>
  paragraph(`Bonjour ${`${firstname} ${lastname}`.trim()},`);

export const absolute = (site: MailSite, path: string) =>
  `${site.origin.replace(/\/+$/, '')}${path}`;
