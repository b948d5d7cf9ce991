import { eq } from 'drizzle-orm';
import type { ShopDatabase } from '../../db/open-database';
import { brands, needs, products } from '../../db/schema';

/**
 * The catalogue's pictures, drawn as SVG from the rows themselves (an invented catalogue
 * has no photographs): packshots, brand logos and need pictograms.
 */

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Words wrapped into lines of at most `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, maxLines);
}

const textLines = (lines: readonly string[], x: number, y: number, size: number) =>
  lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.2}" font-size="${size}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');

export function productPackshot(
  name: string,
  brand: string,
  color: string,
  conditioning: string,
): string {
  const lines = wrap(name, 16, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img"><title>${escapeXml(name)}</title><rect width="400" height="400" fill="#f6f4ef"/><ellipse cx="200" cy="360" rx="120" ry="14" fill="#00000014"/><rect x="90" y="50" width="220" height="300" rx="14" fill="#ffffff" stroke="${color}" stroke-width="4"/><rect x="90" y="50" width="220" height="70" rx="14" fill="${color}"/><g font-family="Arial, Helvetica, sans-serif" fill="#ffffff" font-weight="700">${textLines([brand], 200, 95, 26)}</g><g font-family="Arial, Helvetica, sans-serif" fill="#222222" font-weight="700">${textLines(lines, 200, 175, 22)}</g><g font-family="Arial, Helvetica, sans-serif" fill="#555555">${textLines(wrap(conditioning, 22, 2), 200, 310, 15)}</g></svg>`;
}

export function brandLogo(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" role="img"><title>${escapeXml(name)}</title><circle cx="60" cy="60" r="40" fill="${color}"/><text x="60" y="76" font-family="Georgia, serif" font-size="44" fill="#ffffff" text-anchor="middle">${escapeXml(name.slice(0, 1))}</text><text x="115" y="74" font-family="Georgia, serif" font-size="40" fill="${color}">${escapeXml(name)}</text></svg>`;
}

/** Pictogram colours, one per root need (a sub-need takes its root's). */
const PICTO_COLORS = [
  '#c2185b',
  '#2e7d9a',
  '#5e35b1',
  '#ef6c00',
  '#2e7d32',
  '#6d4c41',
  '#ad1457',
  '#c62828',
  '#00838f',
];

export function needPicto(label: string, colorIndex: number): string {
  const color = PICTO_COLORS[colorIndex % PICTO_COLORS.length] ?? '#2e7d9a';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img"><title>${escapeXml(label)}</title><circle cx="48" cy="48" r="44" fill="${color}"/><circle cx="48" cy="48" r="30" fill="none" stroke="#ffffff" stroke-width="4"/><text x="48" y="60" font-family="Arial, Helvetica, sans-serif" font-size="32" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(label.slice(0, 1))}</text></svg>`;
}

/** The SVG of a catalogue picture by kind and slug, unpublished rows included; null if none. */
export async function catalogueMedia(
  db: ShopDatabase,
  kind: 'products' | 'brands' | 'needs',
  slug: string,
): Promise<string | null> {
  switch (kind) {
    case 'products': {
      const [row] = await db
        .select({
          name: products.name,
          conditioning: products.conditioning,
          brand: brands.name,
          color: brands.color,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(products.slug, slug))
        .limit(1);
      return row ? productPackshot(row.name, row.brand, row.color, row.conditioning) : null;
    }
    case 'brands': {
      const [row] = await db
        .select({ name: brands.name, color: brands.color })
        .from(brands)
        .where(eq(brands.slug, slug))
        .limit(1);
      return row ? brandLogo(row.name, row.color) : null;
    }
    case 'needs': {
      const [row] = await db
        .select({ id: needs.id, label: needs.label, parentId: needs.parentId })
        .from(needs)
        .where(eq(needs.slug, slug))
        .limit(1);
      return row ? needPicto(row.label, (row.parentId ?? row.id) - 1) : null;
    }
  }
}
