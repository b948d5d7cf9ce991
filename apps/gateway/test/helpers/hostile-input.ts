/**
 * What an attacker types into every field: control characters, lone
 * surrogates, 100 kB strings, wrong types, hostile path segments. Shared by the fuzz tests.
 */

export const CONTROL_CHARACTERS: readonly string[] = [
  '\u0000',
  'ada\u0000@example.com',
  '\u0001\u0008\u000b\u000c\u001f',
  '\u007f\u0085\u009f',
  'x\r\nx-injected: 1',
  '\u001b[2J\u001b[31m',
  '\u2028\u2029',
  '\ufeff\u200b\u202e',
];

export const LONE_SURROGATES: readonly string[] = [
  '\ud800',
  'a\udc00b',
  '\udbff\udbff',
  '\udfff\ud800',
];

const HUNDRED_KB = 100 * 1024;

export const HUGE_STRINGS: readonly string[] = [
  'x'.repeat(HUNDRED_KB),
  'é'.repeat(HUNDRED_KB / 2),
  '\u0000'.repeat(HUNDRED_KB),
];

export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '%00',
  '%ED%A0%80',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '🙂'.repeat(30),
];

/** Values of another type than the string (or number) a field expects. */
export const WRONG_TYPES: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  ['a', 1, null],
  {},
  { a: { b: { c: [] } } },
  { $gt: '' },
];

/** Whole bodies a JSON call should refuse cleanly: as bytes, since some are not JSON. */
export const HOSTILE_BODIES: readonly Buffer[] = [
  Buffer.from('null'),
  Buffer.from('[]'),
  Buffer.from('"x"'),
  Buffer.from('0'),
  Buffer.from('{"login":'),
  Buffer.from('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
  Buffer.from('['.repeat(10_000)),
  // A JSON string holding invalid UTF-8: the bytes of a lone surrogate, then a stray byte.
  Buffer.concat([
    Buffer.from('{"login":"'),
    Buffer.from([0xed, 0xa0, 0x80, 0xff]),
    Buffer.from('"}'),
  ]),
];

/**
 * Percent-encoding as a client puts text on the wire; a lone surrogate becomes its three
 * bytes (`%ED%A0%80` for U+D800), which no UTF-8 decoder accepts, where
 * `encodeURIComponent` would throw.
 */
export function wireEncode(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[index] ?? '');
    }
  }
  return out;
}

/** Path segments as they go on the wire, not encoded again. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '.',
  '..',
  '%2e%2e',
  '%2E%2E%2F%2E%2E',
  '%2f',
  '%5c',
  '\\',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  '%0d%0a',
  ';x=1',
  '//evil.example',
  '%F0%9F%99%82',
  'a'.repeat(150),
  'x'.repeat(HUNDRED_KB),
];

/** A query parameter spelled the ways a framework may read as another type. */
export function queryShapes(name: string, value: string): string[] {
  const encoded = wireEncode(value);
  return [
    `${name}=${encoded}`,
    `${name}[]=${encoded}&${name}[]=b`,
    `${name}[x]=${encoded}`,
    `${name}=1&${name}=${encoded}`,
    name,
    `${name}=`,
  ];
}
