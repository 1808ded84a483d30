// Folder pairs of packages/core/src that import each other (decision 037): for every non-test file,
// each relative import (static or `import()`) of another folder is an edge; a pair has edges both
// ways. `node scripts/core-folder-pairs.mjs` prints the pairs and the imports that make them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../packages/core/src');
const edges = new Map();

const folderOf = (path) => {
  const inRoot = relative(root, path);
  return inRoot.includes('/') ? inRoot.split('/')[0] : '(root)';
};

function scan(file) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const [from, to] = [folderOf(file), folderOf(resolve(dirname(file), match[1]))];
    if (from === to) continue;
    const edge = `${from}>${to}`;
    edges.set(edge, [...(edges.get(edge) ?? []), `${relative(root, file)} -> ${match[1]}`]);
  }
}

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !name.startsWith('testing')) scan(path);
  }
}

walk(root);
const pairs = [...edges.keys()]
  .map((edge) => edge.split('>'))
  .filter(([from, to]) => from < to && edges.has(`${to}>${from}`));
console.log(`${pairs.length} folder pairs import each other`);
for (const [a, b] of pairs) {
  console.log(`\n${a} <-> ${b}`);
  for (const line of [...edges.get(`${a}>${b}`), ...edges.get(`${b}>${a}`)]) console.log(`  ${line}`);
}
