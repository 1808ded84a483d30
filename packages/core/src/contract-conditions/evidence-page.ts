import type { ContractItem } from '../contracts/item.ts';
import { mailConfig } from '../mail/config.ts';
import type { EvidenceAnswer } from './public.ts';
import { conditionDecisionLabels } from './schema.ts';

/**
 * The evidence of a contract as one printable HTML page (`/api/contracts/{id}/evidence/download`),
 * to hand to a lawyer: every decision with all it stores, the chain's hashes, and how to check them.
 */
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dutchDateTime = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

export function evidencePage(contract: ContractItem, answer: EvidenceAnswer): string {
  const { companyName } = mailConfig();
  const verdict = answer.intact
    ? `<p class="ok">Bewijs intact: de keten van ${answer.items.length} beslissingen is op ${escape(dutchDateTime(answer.checkedAt))} opnieuw berekend en klopt.</p>`
    : `<div class="bad"><p>Bewijs niet intact. Bij het opnieuw berekenen op ${escape(dutchDateTime(answer.checkedAt))} bleek:</p><ul>${answer.problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul></div>`;
  const rows = answer.items
    .map(
      (item) => `<section>
<h2>${item.seq}. ${escape(item.conditionTitle)} (versie ${item.textVersion}): ${escape(conditionDecisionLabels[item.decision])}</h2>
<dl>
<dt>Tijd</dt><dd>${escape(dutchDateTime(item.at))} (${escape(item.at)})</dd>
<dt>Naam (getypt)</dt><dd>${escape(item.name)}</dd>
<dt>Link verstuurd aan</dt><dd>${escape(item.email)}</dd>
<dt>Toelichting</dt><dd>${item.comment ? escape(item.comment) : '—'}</dd>
<dt>IP-adres</dt><dd>${escape(item.ip)}</dd>
<dt>Browser (user agent)</dt><dd>${escape(item.userAgent)}</dd>
<dt>SHA-256 van de tekst</dt><dd><code>${item.textHash}</code></dd>
<dt>Link-id</dt><dd><code>${escape(item.reviewId)}</code></dd>
<dt>Hash vorige beslissing</dt><dd><code>${item.prevHash}</code></dd>
<dt>Hash van deze beslissing</dt><dd><code>${item.hash}</code></dd>
</dl>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Bewijs ${escape(contract.number)}</title>
<style>body{font-family:Arial,sans-serif;color:#111;max-width:52rem;margin:2rem auto;padding:0 1rem;line-height:1.45}
h1{font-size:1.4rem}h2{font-size:1.05rem;margin-top:1.5rem;border-top:1px solid #ccc;padding-top:1rem}
dl{display:grid;grid-template-columns:14rem 1fr;gap:.2rem 1rem}dt{color:#555}dd{margin:0;word-break:break-all}
.ok{color:#166534;font-weight:bold}.bad{color:#991b1b;font-weight:bold}code{font-size:.85rem}
@media print{body{margin:0}}</style></head>
<body>
<h1>Bewijs van beoordeelde voorwaarden: ${escape(contract.number)} ${escape(contract.title)}</h1>
<p>${escape(companyName)} · klant ${escape(contract.customerName)} · leverancier ${escape(contract.supplierName)}</p>
${verdict}
${rows || '<p>Er zijn nog geen beslissingen vastgelegd.</p>'}
<h2>Zo controleer je de hashes</h2>
<p>De SHA-256 van een tekst is berekend over de JSON-array <code>[titel, tekst]</code>, elk in Unicode NFC, regeleinden als \\n, spaties en tabs aan het eind van elke regel weggelaten en het geheel zonder witruimte aan begin en eind, gecodeerd als UTF-8.
De hash van een beslissing is de SHA-256 van de JSON-array van: contract-id, volgnummer, voorwaarde-id, versie, SHA-256 van de tekst, beslissing (accepted/rejected), toelichting, naam, e-mailadres, tijd, IP-adres, user agent, link-id en de hash van de vorige beslissing (de eerste volgt op 64 nullen).</p>
</body></html>`;
}
