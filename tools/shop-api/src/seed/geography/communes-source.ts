import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as v from 'valibot';
import { cityNameKey } from '../../repositories/geography/city-name';

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
  /** The INSEE arrondissement (a part of the departement), e.g. `691`. */
  arrondissement: v.optional(v.string()),
  /** The parent commune of a municipal arrondissement (Paris, Lyon, Marseille). */
  commune: v.optional(v.string()),
  /** The current commune a delegated or associated (former) commune belongs to. */
  chefLieu: v.optional(v.string()),
  codesPostaux: v.optional(v.array(v.string()), []),
  population: v.optional(v.number(), 0),
});
/** A commune as the seed reads it, with its name as lookups compare it (once for all). */
export type RawCommune = v.InferOutput<typeof RawCommuneSchema> & { nameSearch: string };

export async function readRawCommunes(): Promise<RawCommune[]> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  const rows: unknown = JSON.parse(await readFile(file, 'utf8'));
  // Added in place: copying 37,000 rows cost more than the names.
  return v
    .parse(v.array(RawCommuneSchema), rows)
    .map((row) => Object.assign(row, { nameSearch: cityNameKey(row.nom) }));
}

const EpciSchema = v.object({ membres: v.array(v.object({ code: v.string() })) });

/**
 * The intercommunalities (EPCI) of the same package, each as the INSEE codes of its
 * member communes: neighbours, for the communes whose position must be estimated.
 */
export async function readIntercommunalities(): Promise<string[][]> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@etalab/decoupage-administratif/data/epci.json');
  const rows = v.parse(v.array(EpciSchema), JSON.parse(await readFile(file, 'utf8')));
  return rows.map(({ membres }) => membres.map(({ code }) => code));
}
