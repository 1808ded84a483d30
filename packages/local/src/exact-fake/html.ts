export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain page of the fake: its login, consent and accounts pages. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
label{display:block;margin:.5rem 0}input{margin-left:.5rem;padding:.3rem}button{margin:.5rem .5rem 0 0;padding:.4rem .8rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left;vertical-align:top}
header{background:#e5322d;color:#fff;padding:.5rem 1rem;margin-bottom:1rem}</style></head>
<body><header>Exact Online (nep, lokaal)</header><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
