import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { PUBLIC_ENTRY_HTML, publicPathRule } from './src/config/public-paths';
import { precompress } from './vite.config';

/**
 * The public entry (decision 055): the outsider's link pages as a build of their own, written into
 * the staff app's dist/ after it (`npm run build`). Its own chunks, not the staff app's: each page
 * loads a few files of its own instead of the dozens of small chunks it shares with staff pages,
 * and nothing of the staff app's router, identity or menus.
 */

/** The shell (React, the router, the auth layout), which the entry imports at once. */
export const PUBLIC_SHELL_MODULE = 'src/app/public-shell.tsx';

/**
 * `public.html` preloads the shell, every chunk it imports and the chunks every page imports: the
 * entry imports the shell and the page dynamically, after it has started the page's API read, so
 * without these links the browser would learn of React only once the entry has run.
 */
function preloadPublicShell(): Plugin {
  let base = '/';
  return {
    name: 'crm-preload-public-shell',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk',
        );
        const shell = chunks.find((item) => item.facadeModuleId?.endsWith(PUBLIC_SHELL_MODULE));
        if (!shell) throw new Error(`${PUBLIC_SHELL_MODULE} is not a chunk of the public entry`);
        const byName = new Map(chunks.map((item) => [item.fileName, item]));
        const closure = (start: Rolldown.OutputChunk, files = new Set<string>()) => {
          if (files.has(start.fileName)) return files;
          files.add(start.fileName);
          for (const imported of start.imports) {
            const next = byName.get(imported);
            if (next) closure(next, files);
          }
          return files;
        };
        const files = closure(shell);
        // What every page imports (form fields, zod) is needed whichever page opens.
        const pages = chunks
          .filter((item) => item.isDynamicEntry && item !== shell)
          .map((page) => closure(page));
        for (const file of pages[0] ?? []) {
          if (pages.every((page) => page.has(file)) && !pages.some((page) => [...page][0] === file))
            files.add(file);
        }
        // The entry's own static imports are in the HTML already.
        for (const imported of [chunk.fileName, ...chunk.imports]) files.delete(imported);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/** Which paths get `public.html`, for the local server (packages/api/src/node.ts). */
function publicPathsFile(): Plugin {
  return {
    name: 'crm-public-paths',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'public-paths.json',
        source: `${JSON.stringify({ html: PUBLIC_ENTRY_HTML, ...publicPathRule() })}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), publicPathsFile(), preloadPublicShell(), precompress()],
  // The staff app's build copied public/ and emptied dist/ before this one.
  publicDir: false,
  build: {
    emptyOutDir: false,
    rolldownOptions: { input: resolve(import.meta.dirname, PUBLIC_ENTRY_HTML) },
  },
});
