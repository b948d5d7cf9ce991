import type { Locator, Page, Request } from '@playwright/test';
import { JSON_HEADERS, WITH_TOKEN } from './support/api.ts';
import { brands, cornerOrigin } from './support/brands.ts';
import { prepareCheckout } from './support/checkout.ts';
import { answerConsent } from './support/consent.ts';
import { previewLinkOf, SEEDED_DRAFT_PAGE_ID } from './support/preview.ts';
import { logInThroughApi } from './support/session.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/**
 * One axe-core pass per page template of the storefront, as the page loads, at both widths
 * (this file is in the phone project too), and a check that the page fits that width and
 * 320 px. The journeys keep axe for the states they reach by interaction (menus, dialogs,
 * validation errors, outcomes); the consent banner, the burger menu and the maintenance
 * page are checked by their own journeys.
 */

interface Visit {
  /** The page's address on the main site, or a whole URL (a corner site). */
  path: string;
  /** Its h1 once the content is there: the loading state of a page has none. */
  heading: string | RegExp;
  /** What the page shows beyond its title when that is the state under test (a cart line). */
  content?: (page: Page) => Locator;
}

interface Template {
  /** The template, and the route file it comes from. */
  name: string;
  /** Where it is: fixed, or found from the shop's data after logging in or filling a cart. */
  visit: Visit | ((page: Page) => Promise<Visit>);
}

/** A list or an entity of the shop API, read through the gateway as the SPA reads it. */
async function read<T>(page: Page, path: string, headers: Record<string, string> = JSON_HEADERS) {
  const reply = await page.request.get(`/api/v1/${path}`, { headers });
  expect(reply.status(), `GET /api/v1/${path}`).toBe(200);
  return ((await reply.json()) as { data: T }).data;
}

function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`the seed has no ${what}`);
  return item;
}

interface Product {
  slug: string;
  name: string;
}

async function firstProduct(page: Page): Promise<Product> {
  const { items } = await read<{ items: Product[] }>(page, 'product?per_page=1');
  return first(items, 'product');
}

interface ContentPage {
  id: number;
  url: string;
  title: string;
  published: boolean;
}

/** The first published page of a CMS type (`actualite`, `advice`, `content`…). */
async function firstPageOf(page: Page, type: string): Promise<Visit> {
  const { items } = await read<{ items: ContentPage[] }>(page, `page?per_page=1&type=${type}`);
  const { url, title } = first(items, `${type} page`);
  return { path: url, heading: title };
}

/** Marie Durand's newest order (the seeded demo customer: only read, never changed). */
async function demoCustomerOrder(page: Page): Promise<{ id: number; number: string }> {
  await logInThroughApi(page);
  const { items } = await read<{ items: { id: number; number: string }[] }>(
    page,
    'order',
    WITH_TOKEN,
  );
  return first(items, 'order of the demo customer');
}

/** An account page of the seeded demo customer. */
function accountPage(path: string, heading: string): Template['visit'] {
  return async (page) => {
    await logInThroughApi(page);
    return { path, heading };
  };
}

/** A checkout step of a fresh customer with an address and a one-product cart. */
function checkoutStep(path: string, heading: string): Template['visit'] {
  return async (page) => {
    await prepareCheckout(page);
    return { path, heading };
  };
}

const TEMPLATES: Template[] = [
  { name: 'home (fr/index)', visit: { path: '/fr/', heading: 'Laboratoires Aubépine' } },
  {
    name: 'corner site home (fr/[index])',
    visit: async (page) => {
      const brand = (await brands(page)).find((candidate) => candidate.has_corner);
      if (!brand) throw new Error('the seed has no brand with a corner site');
      const origin = cornerOrigin(brand.slug);
      // The consent cookie is the corner host's own.
      await answerConsent(page.context(), origin);
      return { path: `${origin}/fr/index`, heading: brand.name };
    },
  },
  {
    name: 'product list (fr/produits/$)',
    visit: { path: '/fr/produits', heading: 'Nos produits' },
  },
  {
    name: 'product list filtered by a brand (fr/produits/$)',
    visit: async (page) => {
      const brand = first(await brands(page), 'brand');
      return { path: `/fr/produits/-brands--${brand.slug}`, heading: 'Nos produits' };
    },
  },
  {
    name: 'product page (fr/produit/$slug/index)',
    visit: async (page) => {
      const { slug, name } = await firstProduct(page);
      return { path: `/fr/produit/${slug}`, heading: name };
    },
  },
  {
    name: 'product reviews (fr/produit/$slug/avis)',
    visit: async (page) => {
      const { slug, name } = await firstProduct(page);
      return { path: `/fr/produit/${slug}/avis`, heading: `Avis des consommateurs sur ${name}` };
    },
  },
  {
    name: 'product questions and answers (fr/produit/$slug/questions-reponses)',
    visit: async (page) => {
      const { slug, name } = await firstProduct(page);
      return {
        path: `/fr/produit/${slug}/questions-reponses`,
        heading: `Questions-réponses sur ${name}`,
      };
    },
  },
  {
    name: 'search results (fr/results/$)',
    visit: { path: '/fr/results/-r--vitamine', heading: 'Résultats pour « vitamine »' },
  },
  {
    name: 'a search sent too short (fr/results/$)',
    visit: { path: '/fr/results?recherche=ab', heading: 'Rechercher dans la boutique' },
  },
  {
    name: 'empty cart (fr/commande/panier)',
    visit: {
      path: '/fr/commande/panier',
      heading: 'Mon panier',
      content: (page) => page.getByText('Votre panier est vide.'),
    },
  },
  {
    name: 'cart with a product (fr/commande/panier)',
    visit: async (page) => {
      const { productName } = await prepareCheckout(page);
      return {
        path: '/fr/commande/panier',
        heading: 'Mon panier',
        content: (loaded) =>
          loaded.getByRole('main').getByRole('link', { name: productName, exact: true }),
      };
    },
  },
  {
    name: 'checkout delivery (fr/commande/livraison)',
    visit: checkoutStep('/fr/commande/livraison', 'Livraison'),
  },
  {
    name: 'checkout summary (fr/commande/recapitulatif)',
    visit: checkoutStep('/fr/commande/recapitulatif', 'Récapitulatif de la commande'),
  },
  {
    name: 'checkout payment (fr/commande/paiement)',
    visit: checkoutStep('/fr/commande/paiement', 'Paiement'),
  },
  {
    name: 'order confirmation (fr/commande/confirmation)',
    visit: async (page) => {
      const order = await demoCustomerOrder(page);
      return {
        path: `/fr/commande/confirmation?order=${order.id}`,
        heading: 'Merci pour votre commande !',
      };
    },
  },
  {
    name: 'order error (fr/commande/erreur)',
    visit: { path: '/fr/commande/erreur', heading: 'Votre commande n’a pas pu aboutir' },
  },
  { name: 'login (fr/connexion)', visit: { path: '/fr/connexion', heading: 'Connexion' } },
  {
    name: 'sign-up (fr/inscription)',
    visit: { path: '/fr/inscription', heading: 'Créer un compte' },
  },
  {
    name: 'sign-up by customer code (fr/inscription-par-code)',
    visit: { path: '/fr/inscription-par-code', heading: 'Créer un compte avec un code client' },
  },
  {
    name: 'forgotten password (fr/mot-de-passe-oublie)',
    visit: { path: '/fr/mot-de-passe-oublie', heading: 'Mot de passe oublié' },
  },
  {
    name: 'password reset from a dead link (fr/mot-de-passe-oublie-reinitialisation)',
    visit: {
      path: '/fr/mot-de-passe-oublie-reinitialisation?token=plus-valable',
      heading: 'Nouveau mot de passe',
    },
  },
  {
    name: 'account dashboard (fr/mon-compte/index)',
    visit: accountPage('/fr/mon-compte', 'Mon compte'),
  },
  {
    name: 'personal information (fr/mon-compte/informations-personnelles)',
    visit: accountPage('/fr/mon-compte/informations-personnelles', 'Informations personnelles'),
  },
  {
    name: 'profile and subscriptions (fr/mon-compte/profil-et-abonnements)',
    visit: accountPage('/fr/mon-compte/profil-et-abonnements', 'Profil et abonnements'),
  },
  {
    name: 'my addresses (fr/mon-compte/adresses)',
    visit: accountPage('/fr/mon-compte/adresses', 'Mes adresses'),
  },
  {
    name: 'my favourite pharmacies (fr/mon-compte/pharmacies-favorites)',
    visit: accountPage('/fr/mon-compte/pharmacies-favorites', 'Mes pharmacies favorites'),
  },
  {
    name: 'my orders (fr/mon-compte/commandes)',
    visit: accountPage('/fr/mon-compte/commandes', 'Mes commandes'),
  },
  {
    name: 'one of my orders (fr/mon-compte/commande/$id)',
    visit: async (page) => {
      const order = await demoCustomerOrder(page);
      return { path: `/fr/mon-compte/commande/${order.id}`, heading: `Commande ${order.number}` };
    },
  },
  {
    name: 'my favourite products (fr/mon-compte/produits-favoris)',
    visit: accountPage('/fr/mon-compte/produits-favoris', 'Mes produits favoris'),
  },
  { name: 'contact (fr/contact/index)', visit: { path: '/fr/contact', heading: 'Nous contacter' } },
  {
    name: 'contact confirmation (fr/contact/confirmation)',
    visit: { path: '/fr/contact/confirmation', heading: 'Merci pour votre message' },
  },
  {
    name: 'newsletter (fr/newsletter/index)',
    visit: { path: '/fr/newsletter', heading: 'Inscription à la newsletter' },
  },
  {
    name: 'newsletter confirmation (fr/newsletter/confirmation)',
    visit: { path: '/fr/newsletter/confirmation', heading: 'Merci pour votre inscription' },
  },
  {
    name: 'withdrawal (fr/retractation/index)',
    visit: { path: '/fr/retractation', heading: 'Formulaire de rétractation' },
  },
  {
    name: 'withdrawal confirmation (fr/retractation/confirmation)',
    visit: { path: '/fr/retractation/confirmation', heading: 'Demande de rétractation envoyée' },
  },
  { name: 'needs (fr/besoins)', visit: { path: '/fr/besoins', heading: 'Nos besoins' } },
  {
    name: 'a need (fr/besoin/$)',
    visit: async (page) => {
      // A sub-need: its page has the parent in the breadcrumb and the back office's article.
      const { items } = await read<{ items: { children: { slug: string; label: string }[] }[] }>(
        page,
        'need',
      );
      const need = first(first(items, 'need').children, 'sub-need');
      return { path: `/fr/besoin/${need.slug}`, heading: need.label };
    },
  },
  { name: 'brands (fr/marques)', visit: { path: '/fr/marques', heading: 'Nos marques' } },
  {
    name: 'a brand (fr/marque/$slug)',
    visit: async (page) => {
      const brand = first(await brands(page), 'brand');
      return { path: `/fr/marque/${brand.slug}`, heading: brand.name };
    },
  },
  { name: 'news (fr/actualites)', visit: { path: '/fr/actualites', heading: 'Actualités' } },
  {
    name: 'a news item (fr/actualite/$slug)',
    visit: (page) => firstPageOf(page, 'actualite'),
  },
  {
    name: 'advice (fr/conseils/index)',
    visit: { path: '/fr/conseils', heading: 'Nos conseils santé' },
  },
  {
    name: 'an advice theme (fr/conseils/$topic)',
    visit: (page) => firstPageOf(page, 'advice_theme'),
  },
  {
    name: 'an advice article (fr/conseil/$slug)',
    visit: (page) => firstPageOf(page, 'advice'),
  },
  {
    name: 'quality and innovation (fr/qualite-innovations)',
    visit: { path: '/fr/qualite-innovations', heading: 'Qualité et innovation' },
  },
  {
    name: 'a quality and innovation page (fr/qualite-innovation/$slug)',
    visit: (page) => firstPageOf(page, 'innovation'),
  },
  {
    name: 'a quiz (fr/quiz/$quiz)',
    visit: async (page) => {
      const { items } = await read<{ items: { url: string; title: string }[] }>(page, 'quiz');
      const quiz = first(items, 'quiz');
      return { path: quiz.url, heading: quiz.title };
    },
  },
  {
    name: 'pharmacy finder (fr/trouver-une-pharmacie)',
    visit: { path: '/fr/trouver-une-pharmacie', heading: 'Trouver une pharmacie partenaire' },
  },
  {
    name: 'who can advise you (fr/interlocuteur)',
    visit: { path: '/fr/interlocuteur', heading: 'Qui peut vous conseiller ?' },
  },
  {
    name: 'site map (fr/plan-du-site)',
    visit: { path: '/fr/plan-du-site', heading: 'Plan du site' },
  },
  {
    name: 'a content page (fr/$slug)',
    visit: (page) => firstPageOf(page, 'content'),
  },
  {
    name: 'an unpublished page in preview (preview/$id)',
    visit: async (page) => {
      const { path, token } = await previewLinkOf(SEEDED_DRAFT_PAGE_ID);
      const draft = await read<ContentPage>(
        page,
        `page/${SEEDED_DRAFT_PAGE_ID}?published=false&preview_token=${token}`,
      );
      return { path, heading: draft.title };
    },
  },
  {
    name: 'not found (an unknown address)',
    visit: { path: '/fr/adresse-inconnue-de-la-boutique', heading: 'Page introuvable' },
  },
];

/** How many of the page's calls to the shop API are still unanswered (images aside). */
function unansweredApiCalls(page: Page): () => number {
  const pending = new Set<Request>();
  const isApiCall = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/api/') && !pathname.startsWith('/api/v1/media/');
  };
  page.on('request', (request) => {
    if (isApiCall(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/**
 * The page as it stands once loaded: parts read after the first paint (the shipping costs
 * of the delivery step, a product's articles) are in, and nothing says it is loading.
 */
async function expectSettled(page: Page, unanswered: () => number) {
  await expect
    .poll(unanswered, { message: 'the page’s calls to the shop API are answered' })
    .toBe(0);
  await expect(page.getByRole('progressbar', { name: 'Chargement de la page' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Chargement/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The narrowest width a page must fit (WCAG 1.4.10): a 1280 px screen zoomed to 400 %. */
const REFLOW_WIDTH = 320;

/** CSS pixels the page scrolls sideways. */
function sidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The labels of checkboxes and radio buttons squeezed narrower than they are tall. */
function squeezedChoices(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')]
      .map((input) => ({ input, box: input.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height - box.width > 1)
      .map(({ input }) => input.labels?.[0]?.textContent?.trim() ?? input.name),
  );
}

/**
 * The page fits the width it is shown at, and still fits at 320 px (WCAG 1.4.10, reflow):
 * nothing pushes it sideways, as a product name once did on a phone's two columns of cards.
 * Data tables scroll in their own box and are not counted, as the criterion allows. Nor
 * does a label on two lines squeeze its checkbox out of shape, as the newsletters' did.
 */
async function expectReflow(page: Page) {
  expect(await sidewaysScroll(page), 'CSS pixels the page scrolls sideways').toBe(0);
  expect(await squeezedChoices(page), 'checkboxes and radios squeezed by their label').toEqual([]);
  await page.setViewportSize({ width: REFLOW_WIDTH, height: 640 });
  await expect
    .poll(() => sidewaysScroll(page), {
      message: `CSS pixels the page scrolls sideways at ${REFLOW_WIDTH} px`,
    })
    .toBe(0);
  expect(
    await squeezedChoices(page),
    `checkboxes and radios squeezed by their label at ${REFLOW_WIDTH} px`,
  ).toEqual([]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? '');
});

test.describe('every page template as it loads', () => {
  for (const template of TEMPLATES) {
    test(template.name, async ({ page }) => {
      const visit =
        typeof template.visit === 'function' ? await template.visit(page) : template.visit;
      const unanswered = unansweredApiCalls(page);
      await page.goto(visit.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.heading);
      if (visit.content) await expect(visit.content(page)).toBeVisible();
      await expectSettled(page, unanswered);
      await expectAccessible(page);
      await expectReflow(page);
    });
  }
});
