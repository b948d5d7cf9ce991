import { escapeHtml } from '../http/escape-html';

/** A piece of HTML built here, which `html` keeps as it is. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

type Interpolated = string | number | SafeHtml | readonly SafeHtml[];

/**
 * A template literal that escapes every value but SafeHtml, so a template cannot forget
 * to: `html\`<p>${name}</p>\`` with `name = '<b>'` gives `<p>&lt;b&gt;</p>`.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const piece =
      value instanceof SafeHtml
        ? value.value
        : Array.isArray(value)
          ? value.map((part: SafeHtml) => part.value).join('')
          : escapeHtml(String(value));
    out += piece + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}
