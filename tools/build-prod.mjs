#!/usr/bin/env node
/**
 * `npm run build:prod`: builds the storefront, the gateway and the shop API, then writes one
 * self-contained folder per deployable under dist/deploy (docs/deploy.md says how to run
 * them). Each holds its builds at the same relative places as in the repository (so the
 * paths the servers compute from their own file still hold), a `server.mjs` that starts
 * it, a Dockerfile, and a package.json and package-lock.json of its run-time packages only.
 *
 * Those packages come from the workspaces' package.json files, not from a second list: a
 * bundle's bare imports name the packages it needs, and each takes the version its
 * workspace (or a workspace library it uses) declares; an import no workspace declares
 * stops the build. The lockfile is the repository's, pruned to what those packages reach,
 * so a deployment installs the versions the tests ran with.
 *
 * `--no-build` assembles from the builds already there (the scale test's phase of
 * `npm test` runs after the builds phase).
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { NX_SETTINGS, bin, root } from './workspace.mjs';

const deployRoot = join(root, 'dist/deploy');

const DEPLOYABLES = [
  {
    name: 'gateway',
    workspace: 'apps/gateway',
    entry: 'apps/gateway/dist/server.mjs',
    // The gateway serves the storefront's build and renders pages with its server entry.
    copies: ['apps/gateway/dist', 'apps/storefront/dist', 'apps/storefront/dist-server'],
    extraWorkspaces: ['apps/storefront'],
  },
  {
    name: 'shop-api',
    workspace: 'tools/shop-api',
    entry: 'tools/shop-api/dist/server.mjs',
    // The migrations are read at start from ../drizzle beside dist/.
    copies: ['tools/shop-api/dist', 'tools/shop-api/drizzle'],
    extraWorkspaces: [],
  },
];

const readJson = async (file) => JSON.parse(await readFile(join(root, file), 'utf8'));
const builtins = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

async function filesUnder(dir) {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * The packages a bundle imports: static imports (rolldown writes them at the start of a
 * line), dynamic `import("…")` with a literal, and files found with `require.resolve("…")`
 * (the shop API's seed reads the data files of two packages); comments quoting an import
 * do not count.
 */
export function importedPackages(code) {
  const names = new Set();
  const patterns = [
    /^import\s[^;]*?\sfrom\s*"([^"]+)"/gm,
    /^import\s*"([^"]+)"/gm,
    /^export\s[^;]*?\sfrom\s*"([^"]+)"/gm,
    /\bimport\(\s*"([^"]+)"\s*\)/g,
    /\.resolve\(\s*"([^"]+)"\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const [, specifier] of code.matchAll(pattern)) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) continue;
      if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0])) continue;
      names.add(packageName(specifier));
    }
  }
  return names;
}

/** A workspace and the workspace libraries it depends on, their package.json files. */
async function workspaceClosure(workspaces) {
  const byName = new Map();
  for (const pattern of ['apps', 'libs', 'tools']) {
    for (const entry of await readdir(join(root, pattern), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const file = join(pattern, entry.name, 'package.json');
      const manifest = await readJson(file).catch(() => null);
      if (manifest) byName.set(manifest.name, manifest);
    }
  }
  const seen = new Map();
  const queue = await Promise.all(workspaces.map((dir) => readJson(`${dir}/package.json`)));
  while (queue.length > 0) {
    const manifest = queue.shift();
    if (seen.has(manifest.name)) continue;
    seen.set(manifest.name, manifest);
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const library = byName.get(name);
      if (library) queue.push(library);
    }
  }
  return [...seen.values()];
}

/** The version each imported package is declared with; every import must be declared. */
function declaredVersions(imported, manifests, deployable) {
  const versions = {};
  for (const name of [...imported].sort()) {
    const declared = manifests
      .map((manifest) => manifest.dependencies?.[name] ?? manifest.peerDependencies?.[name])
      .filter(Boolean);
    const [version] = declared;
    if (!version) {
      throw new Error(
        `${deployable}: its build imports "${name}", which no package.json of ${manifests.map((m) => m.name).join(', ')} declares in dependencies`,
      );
    }
    if (declared.some((other) => other !== version)) {
      throw new Error(`${deployable}: "${name}" is declared as ${declared.join(' and ')}`);
    }
    versions[name] = version;
  }
  return versions;
}

/** Where Node finds `name` from the package at `from` ('' is the root), in the lockfile. */
function resolveIn(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate] && !packages[candidate].link) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** The edges a package's entry declares: name → whether the edge is optional. */
function edges(entry) {
  const result = new Map();
  for (const name of Object.keys(entry.dependencies ?? {})) result.set(name, false);
  for (const name of Object.keys(entry.optionalDependencies ?? {})) result.set(name, true);
  for (const name of Object.keys(entry.peerDependencies ?? {})) {
    if (!entry.peerDependenciesMeta?.[name]?.optional && !result.has(name)) result.set(name, false);
  }
  return result;
}

/**
 * The repository's lockfile reduced to what `dependencies` reach, at the same places: a
 * tree pruned of what nobody reaches still resolves each kept package as before.
 */
export function prunedLockfile(lock, name, dependencies) {
  const packages = lock.packages;
  const reached = new Map();
  const visit = (from, wanted, optional) => {
    for (const [dependency, edgeOptional] of wanted) {
      const location = resolveIn(packages, from, dependency);
      if (!location) {
        // Optional packages for other platforms are in the lockfile; a missing required one
        // would make `npm ci` fail later, less clearly.
        if (optional || edgeOptional) continue;
        throw new Error(`${name}: the lockfile has no ${dependency} for ${from || 'the root'}`);
      }
      const nowOptional = optional || edgeOptional;
      const before = reached.get(location);
      if (before === false || (before === true && nowOptional)) continue;
      reached.set(location, nowOptional);
      visit(location, edges(packages[location]), nowOptional);
    }
  };
  visit('', new Map(Object.keys(dependencies).map((dependency) => [dependency, false])), false);
  for (const [dependency, version] of Object.entries(dependencies)) {
    const found = packages[`node_modules/${dependency}`]?.version;
    if (found !== version) {
      throw new Error(`${name}: ${dependency} is ${version} in package.json, ${found} in the lock`);
    }
  }
  const kept = {};
  for (const location of [...reached.keys()].sort()) {
    // The repository's flags say how its whole tree reaches a package; here only the
    // deployable's paths count.
    const entry = { ...packages[location] };
    for (const flag of ['dev', 'devOptional', 'optional', 'peer']) delete entry[flag];
    kept[location] = reached.get(location) ? { ...entry, optional: true } : entry;
  }
  return {
    name,
    version: '0.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name, version: '0.0.0', dependencies }, ...kept },
  };
}

async function assemble(deployable, lock) {
  const out = join(deployRoot, deployable.name);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const imported = new Set();
  for (const dir of deployable.copies) {
    await cp(join(root, dir), join(out, dir), { recursive: true });
    for (const file of await filesUnder(dir)) {
      for (const name of importedPackages(await readFile(join(root, file), 'utf8'))) {
        imported.add(name);
      }
    }
  }
  const manifests = await workspaceClosure([deployable.workspace, ...deployable.extraWorkspaces]);
  const dependencies = declaredVersions(imported, manifests, deployable.name);
  const name = `@shop/${deployable.name}-deploy`;
  const rootManifest = await readJson('package.json');
  const manifest = {
    name,
    version: '0.0.0',
    private: true,
    description: `The ${deployable.name} as deployed: written by npm run build:prod, see docs/deploy.md.`,
    type: 'module',
    engines: rootManifest.engines,
    scripts: { start: 'node server.mjs' },
    dependencies,
  };
  await writeFile(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const pruned = prunedLockfile(lock, name, dependencies);
  await writeFile(join(out, 'package-lock.json'), `${JSON.stringify(pruned, null, 2)}\n`);
  await writeFile(
    join(out, 'server.mjs'),
    `// Starts the ${deployable.name} built at its place in the repository's layout.\nimport './${deployable.entry}';\n`,
  );
  await cp(join(root, `deploy/${deployable.name}.Dockerfile`), join(out, 'Dockerfile'));
  await writeFile(join(out, '.dockerignore'), 'node_modules\n');
  const count = Object.keys(pruned.packages).length - 1;
  console.log(
    `dist/deploy/${deployable.name}: ${Object.keys(dependencies).length} direct packages, ${count} in its lockfile`,
  );
}

const build = !process.argv.includes('--no-build');
if (build) {
  const env = { ...process.env, ...NX_SETTINGS };
  const args = ['run-many', '-t', 'build', '-p', 'storefront', 'gateway', 'shop-api'];
  const nx = bin('nx');
  const result = spawnSync(nx, [...args, '--output-style=static'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const lock = await readJson('package-lock.json');
for (const deployable of DEPLOYABLES) await assemble(deployable, lock);
