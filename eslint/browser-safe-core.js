import { dirname, posix, relative, sep } from 'node:path';

/**
 * The core modules the SPA may import at run time: schemas (also the answer schemas, `public`),
 * field catalogues, permissions, the auth mode, crawler names, the Dutch rules (`nl/`), validation
 * and link messages. None of them may import anything else of core
 * or any package but zod, so the AWS SDK can never reach the browser bundle through them. A module
 * added here must itself pass this rule. Type-only imports are erased and always allowed.
 */
const safeModules = [
  /^[\w-]+\/(schema|schemas|catalogue|item|public|history-words)$/,
  /^(nl|validation|catalogue)\/[\w-]+$/,
  /^registry\/(catalogues|history|history-words)$/,
  /^auth\/(permissions|auth-mode)$/,
  /^crawlers$/,
  /^contracts\/(dates|list-query)$/,
  /^contract-types\/term$/,
  /^links\/messages$/,
  /^relations\/(financial|financial-history-words|exact-state)$/,
  /^search\/tokens$/,
  /^db\/(record|history-entry)$/,
];
/** zod and its entry points (`zod/locales`: the Dutch messages alone). */
const isSafePackage = (source) => source === 'zod' || source.startsWith('zod/');

const isSafe = (module) => safeModules.some((pattern) => pattern.test(module));

export function browserSafeCoreRule(root) {
  const coreRoot = posix.join('packages', 'core', 'src');
  const pathOf = (filename) => relative(root, filename).split(sep).join('/');
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        web: "Web imports only browser-safe core modules (schemas, catalogues, permissions, nl, validation, link messages); '{{module}}' may pull in the AWS SDK. See eslint/browser-safe-core.js.",
        core: "'{{file}}' is a browser-safe core module: it may import only other browser-safe modules and zod, not '{{source}}'.",
      },
    },
    create(context) {
      const file = pathOf(context.filename);
      const inWeb = file.startsWith('packages/web/');
      const coreModule = file.startsWith(`${coreRoot}/`)
        ? file.slice(coreRoot.length + 1).replace(/\.tsx?$/, '')
        : null;
      const safeCore = coreModule !== null && !coreModule.endsWith('.test') && isSafe(coreModule);
      if (!inWeb && !safeCore) return {};

      function check(node, source, typeOnly) {
        if (typeOnly || typeof source !== 'string') return;
        if (inWeb) {
          if (!source.startsWith('@crm/core/')) return;
          const module = source.slice('@crm/core/'.length);
          if (!isSafe(module)) context.report({ node, messageId: 'web', data: { module } });
          return;
        }
        const relativeImport = source.startsWith('.');
        const module = relativeImport
          ? posix.normalize(posix.join(dirname(coreModule), source)).replace(/\.tsx?$/, '')
          : null;
        const allowed = relativeImport ? isSafe(module) : isSafePackage(source);
        if (!allowed) context.report({ node, messageId: 'core', data: { file, source } });
      }

      return {
        ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
        ExportNamedDeclaration: (node) =>
          node.source && check(node, node.source.value, node.exportKind === 'type'),
        ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
        ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
      };
    },
  };
}
