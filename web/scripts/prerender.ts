import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, type Plugin } from 'vite';
import type { PrerenderedPage } from '../src/app/prerender';
import { fillTemplate, PRERENDER_DIR, prerenderedFile } from '../src/app/prerender-html';

/**
 * Build-time prerender of the public pages (issue 19 item 6). After the client build, the app's server entry
 * (src/app/prerender.tsx) is built for Node, each public route is rendered to HTML with its Chakra styles, and the
 * result is written into a copy of the built index.html at `<outDir>/prerendered/<route>/index.html`. The local
 * static site (functions/src/local/static-site.ts) and CloudFront's viewer function (infra/lib/web-stack.ts) answer
 * those routes with their file; every other route keeps the plain SPA shell, index.html.
 */

interface ServerEntry {
  prerenderedPaths(): Promise<string[]>;
  prerenderPage(pathname: string): Promise<PrerenderedPage>;
}

/** Builds the server entry, renders every public route and writes its HTML next to the client build. */
export async function prerender(options: {
  root: string;
  outDir: string;
  template: string;
}): Promise<string[]> {
  // Inside the project, so the server bundle's imports resolve to its node_modules.
  const cacheDir = join(options.root, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const serverDir = mkdtempSync(join(cacheDir, 'thetix-prerender-'));
  try {
    await build({
      configFile: false,
      root: options.root,
      logLevel: 'warn',
      plugins: [react()],
      // The shared package is TypeScript source: bundled; the npm packages load from node_modules.
      ssr: { noExternal: ['@thetix/shared'] },
      build: {
        ssr: 'src/app/prerender.tsx',
        outDir: serverDir,
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const entry = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as ServerEntry;
    rmSync(join(options.outDir, PRERENDER_DIR), { recursive: true, force: true });
    const written: string[] = [];
    for (const pathname of await entry.prerenderedPaths()) {
      const file = join(options.outDir, prerenderedFile(pathname));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, fillTemplate(options.template, await entry.prerenderPage(pathname)));
      written.push(pathname);
    }
    return written;
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

/** The app chunk the entry (src/main.tsx) imports, and every chunk it imports in turn. */
function appChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
  if (!app) throw new Error('the build has no chunk for src/app/start.tsx');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(app);
  return [...files];
}

/**
 * The Vite plugin that runs the prerender after every client build (`vite build`, `npm run build`). The SPA shell,
 * index.html, gets modulepreloads for the app's chunks, so a page of the app starts as fast as when they were part of
 * the entry; the prerendered pages are written from the shell as Vite made it, without them: they paint first and
 * fetch the app when the entry runs.
 */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let enabled = false;
  let template: string | undefined;
  return {
    name: 'thetix-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      enabled = !config.build.ssr;
    },
    writeBundle(_options, bundle) {
      if (!enabled) return;
      const shellFile = join(outDir, 'index.html');
      template = readFileSync(shellFile, 'utf8');
      const links = appChunks(bundle)
        .filter((file) => !template?.includes(`"${base}${file}"`))
        .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
        .join('');
      writeFileSync(
        shellFile,
        template.replace(/\n\s*<\/head>/, () => `\n${links}  </head>`),
      );
    },
    async closeBundle(error?: Error) {
      if (!enabled || error || template === undefined) return;
      const pages = await prerender({ root, outDir, template });
      this.info(`prerendered ${pages.length} public pages into ${PRERENDER_DIR}/`);
    },
  };
}
