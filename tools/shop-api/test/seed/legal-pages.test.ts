import {
  COOKIE_NAMES,
  REFUND_PERIOD_DAYS,
  ROUTE_NAMES,
  WITHDRAWAL_PERIOD_DAYS,
  routePath,
  type RouteName,
} from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_EMAIL } from '../../src/repositories/forms/customer-service';
import { THEME_SENTENCES } from '../../src/seed/content/page-bodies';
import { CONTACT, GLOBAL_SETTINGS } from '../../src/seed/content/reference';
import { DIRECTOR, HOST, PUBLISHER } from '../../src/seed/content/legal-pages';
import { useSeededApp } from '../helpers/seeded-app';
import { testDatabaseKinds } from '../helpers/test-databases';

const SLUGS = [
  'cgv',
  'mentions-legales',
  'protection-des-donnees',
  'votre-aide-en-ligne',
  'a-propos',
] as const;

/** The HTML from a `<h2>` whose text starts with `heading` up to the next `<h2>`. */
function section(body: string, heading: string): string {
  const start = body.indexOf(`<h2>${heading}`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const end = body.indexOf('<h2>', start + 4);
  return body.slice(start, end < 0 ? undefined : end);
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

/** Every path the storefront's route table writes; parameters left empty name no page. */
const KNOWN_PATHS = new Set(
  ROUTE_NAMES.map((name) => (routePath as (route: RouteName) => string)(name)),
);

describe.each(testDatabaseKinds)('the information pages on $name', (kind) => {
  const api = useSeededApp(kind);

  const bodies = async (): Promise<Record<(typeof SLUGS)[number], string>> => {
    const { items } = (await api.request('/page?type=content&per_page=100')).json().data;
    const entries = await Promise.all(
      SLUGS.map(async (slug) => {
        const page = items.find((item: { slug: string }) => item.slug === slug);
        if (!page) throw new Error(`no content page ${slug}`);
        return [slug, (await api.request(`/page/${page.id}`)).json().data.body as string];
      }),
    );
    return Object.fromEntries(entries);
  };

  it('are written texts, not sentences drawn from the advice bank', async () => {
    const drawn = Object.values(THEME_SENTENCES).flat();
    for (const [slug, body] of Object.entries(await bodies())) {
      expect({ slug, drawn: drawn.filter((sentence) => body.includes(sentence)) }).toEqual({
        slug,
        drawn: [],
      });
    }
  });

  it('the legal notice names its publisher, publication director and host', async () => {
    const body = (await bodies())['mentions-legales'];
    const headquarters = CONTACT.headquarters.address;
    const publisher = textOf(section(body, 'Éditeur du site'));
    for (const fact of [
      PUBLISHER.company,
      headquarters.street,
      `${headquarters.zipcode} ${headquarters.city}`,
      PUBLISHER.rcs,
      PUBLISHER.vat,
      CONTACT.laboratory.address.street,
    ]) {
      expect(publisher).toContain(fact);
    }
    expect(PUBLISHER.rcs).toMatch(/^RCS Lyon \d{3} \d{3} \d{3}$/);
    expect(textOf(section(body, 'Directrice de la publication'))).toContain(DIRECTOR.name);
    const host = textOf(section(body, 'Hébergement'));
    for (const fact of [HOST.company, HOST.street, `${HOST.zipcode} ${HOST.city}`]) {
      expect(host).toContain(fact);
    }
    expect(host).toContain(HOST.phone.display);
  });

  it('states the withdrawal period of the domain, and sends to the withdrawal form', async () => {
    const all = await bodies();
    const terms = section(all.cgv, 'Article 6\u202f: Droit de rétractation');
    const help = section(all['votre-aide-en-ligne'], 'Retours et rétractation');
    for (const html of [terms, help]) {
      const text = textOf(html);
      expect(text).toContain(`${WITHDRAWAL_PERIOD_DAYS} jours à compter de la réception`);
      expect(text).toContain(`${REFUND_PERIOD_DAYS} jours`);
      expect(html).toContain(`href="${routePath('withdrawal___fr')}"`);
      // No other delay than those two is given for a withdrawal.
      const delays = [...text.matchAll(/(\d+) jours/g)].map((match) => Number(match[1]));
      expect(new Set(delays)).toEqual(new Set([WITHDRAWAL_PERIOD_DAYS, REFUND_PERIOD_DAYS]));
    }
  });

  it('lists every cookie the shop sets in the data-protection page, and no other', async () => {
    const cookies = section((await bodies())['protection-des-donnees'], 'Cookies');
    const listed = [...cookies.matchAll(/<code>([^<]+)<\/code>/g)].map((match) => match[1]);
    // `locale` is named for SPEC.md §9 but nothing sets it (libs/domain constants.ts).
    const set = Object.entries(COOKIE_NAMES)
      .filter(([key]) => key !== 'locale')
      .map(([, name]) => name);
    expect(listed.sort()).toEqual([...set].sort());
  });

  it('give the customer service as the settings do', async () => {
    const phone = GLOBAL_SETTINGS.find((setting) => setting.code === 'customer_service_phone');
    const hours = GLOBAL_SETTINGS.find((setting) => setting.code === 'customer_service_hours');
    const all = await bodies();
    for (const slug of ['cgv', 'mentions-legales', 'votre-aide-en-ligne'] as const) {
      expect(all[slug]).toContain(`<a href="${phone?.values[1]}">${phone?.values[0]}</a>`);
      expect(all[slug].toLowerCase()).toContain(hours?.values[0]?.toLowerCase());
      expect(all[slug]).toContain(`mailto:${CUSTOMER_SERVICE_EMAIL}`);
    }
  });

  it('link only to the storefront’s own routes, to e-mail addresses and phone numbers', async () => {
    for (const [slug, body] of Object.entries(await bodies())) {
      const links = [...body.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
      expect(links.length).toBeGreaterThan(0);
      const unknown = links.filter(
        (href) => !KNOWN_PATHS.has(href) && !/^(mailto:[^@\s]+@[^@\s]+|tel:\+33\d{9})$/.test(href),
      );
      expect({ slug, unknown }).toEqual({ slug, unknown: [] });
    }
  });
});
