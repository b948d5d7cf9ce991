import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as v from 'valibot';

/**
 * The communes of `@etalab/decoupage-administratif` (INSEE's official geography, with La
 * Poste's postcodes). Read at run time rather than imported: the 8 MB file stays out of
 * the type-checker and the server bundle, and is parsed only when a database is seeded.
 */
const RawCommuneSchema = v.object({
  code: v.string(),
  nom: v.string(),
  type: v.string(),
  zone: v.optional(v.string()),
  departement: v.optional(v.string()),
  /** The parent commune of a municipal arrondissement (Paris, Lyon, Marseille). */
  commune: v.optional(v.string()),
  codesPostaux: v.optional(v.array(v.string()), []),
  population: v.optional(v.number(), 0),
});
export type RawCommune = v.InferOutput<typeof RawCommuneSchema>;

export async function readRawCommunes(): Promise<RawCommune[]> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  const rows: unknown = JSON.parse(await readFile(file, 'utf8'));
  return v.parse(v.array(RawCommuneSchema), rows);
}
