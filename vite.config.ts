import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { de } from './web/i18n/de.js';

// Absolute paths: the API server loads this file in middleware mode with its own working directory.
const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.join(repoRoot, 'web');
const outDir = path.join(repoRoot, 'dist', 'web');

// @babel/core ships no type declarations; this is the one call used here.
interface Babel {
  transformAsync(code: string, options: object): Promise<{ code?: string | null; map?: Rollup.ExistingRawSourceMap | null } | null>;
}
const require = createRequire(import.meta.url);
const babel = require('@babel/core') as Babel;

/**
 * Replaces graphql`` tags with imports of the artifacts relay-compiler wrote to __generated__.
 * vite-plugin-relay does the same, but names the Babel plugin so that Babel resolves it from the
 * working directory, which breaks when the API server starts Vite from elsewhere.
 */
function relay(): Plugin {
  return {
    name: 'baustellen:relay',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: 'graphql`' },
      async handler(code, id) {
        const result = await babel.transformAsync(code, {
          filename: id,
          cwd: repoRoot,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['jsx', 'typescript'] },
          plugins: [[require.resolve('babel-plugin-relay'), { eagerEsModules: true }]],
        });
        if (!result?.code) throw new Error(`Relay transform produced no code for ${id}`);
        return { code: result.code, map: result.map ?? null };
      },
    },
  };
}

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The server sends these siblings as-is, so compression happens once at build time at maximum level. */
function precompress(): Plugin {
  return {
    name: 'baustellen:precompress',
    apply: 'build',
    async writeBundle(options) {
      const files = (await listFiles(options.dir ?? outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [gzipped, brotli] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
        }),
      );
    },
  };
}

/**
 * Crawlers and link previews that do not run JavaScript still get a German title and description;
 * the texts come from the catalogue so they cannot drift from what the landing page renders.
 */
function staticHead(): Plugin {
  return {
    name: 'baustellen:static-head',
    transformIndexHtml: () => [
      { tag: 'title', attrs: { 'data-static-head': true }, children: de.landing.meta.title, injectTo: 'head' },
      {
        tag: 'meta',
        attrs: { name: 'description', content: de.landing.meta.description, 'data-static-head': true },
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), relay(), tailwindcss(), staticHead(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
  },
});
