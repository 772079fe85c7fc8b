// Compiles the API server (apps/api/src/main.ts) to one JavaScript file, apps/api/dist/main.js, so `npm start`
// runs plain Node with no TypeScript loader. Packages from node_modules stay imports; our own workspaces
// (@termtap/api-client ships TypeScript sources) are bundled in.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api');
const target = join(apiRoot, 'dist', 'main.js');
// Written under a name of its own, then renamed over main.js (and its map): a server starting meanwhile, or a second
// build at once, never reads half a file.
const outfile = join(apiRoot, 'dist', `main.${process.pid}.build.js`);

/** Bare imports (fastify, pg…) load from node_modules at run time; only @termtap/* is bundled. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@termtap/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The sources find files beside them with `new URL('../../drizzle', import.meta.url)`, each from its own folder.
 * In one bundle every module shares dist/main.js's URL, so each module's import.meta.url becomes its source
 * file's URL, worked out from the bundle's own location: the build keeps working wherever the repo is moved.
 */
const sourceFileImportMetaUrl = {
  name: 'source-file-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(outfile), args.path).split(sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
// The spec the server validates requests by, parsed here once instead of at every start (http/openapi.ts).
const openapiSpec = parse(await readFile(join(apiRoot, '..', '..', 'openapi.yaml'), 'utf8'));
await build({
  entryPoints: [join(apiRoot, 'src', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [keepPackagesExternal, sourceFileImportMetaUrl],
  define: { __OPENAPI_SPEC__: JSON.stringify(openapiSpec) },
});
// The bundle names its source map; point it at the final name before moving both into place.
const bundle = await readFile(outfile, 'utf8');
await writeFile(
  outfile,
  bundle.replace(/\/\/# sourceMappingURL=[^\n]*\s*$/, '//# sourceMappingURL=main.js.map\n'),
);
await rename(`${outfile}.map`, `${target}.map`);
await rename(outfile, target);
console.info(
  `API compiled to ${relative(process.cwd(), target)} in ${Math.round(performance.now() - started)} ms`,
);
