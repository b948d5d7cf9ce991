/**
 * What `/fr/besoin/{slug}` names. A need's own slug is unique over the whole tree, and the
 * shop API looks needs up by it; a sub-need may also be written under its parent
 * (`femme/confort-intime`), which then must be its real parent.
 */
export interface NeedAddress {
  /** The slug the shop API knows the need by. */
  slug: string;
  /** The parent named in the address, when it names one. */
  parentSlug: string | null;
}

/** Reads a need address already checked by `SlugSchema`; more than two levels name nothing. */
export function readNeedAddress(path: string): NeedAddress | null {
  const parts = path.split('/');
  if (parts.length === 1) return { slug: path, parentSlug: null };
  if (parts.length === 2) return { slug: parts[1] ?? '', parentSlug: parts[0] ?? null };
  return null;
}
