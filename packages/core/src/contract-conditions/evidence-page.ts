import type { ContractItem } from '../contracts/item.ts';
import { mailConfig } from '../mail/config.ts';
import { evidenceHashedForm } from './evidence.ts';
import type { EvidenceAnswer } from './public.ts';
import { conditionDecisionLabels } from './schema.ts';

/**
 * The evidence of a contract as one printable HTML page (`/api/contracts/{id}/evidence/download`),
 * to hand to a lawyer: every decision with all it stores, the chain's hashes, and how to check them.
 */
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A shell command that prints the SHA-256 of exactly this text (single quotes written as '\''). */
const recomputeCommand = (text: string) => `printf '%s' '${text.replace(/'/g, "'\\''")}' | sha256sum`;

/** The worked example of a text hash, pinned by a known-answer test (text-hash.test.ts). */
export const textHashExample = {
  title: 'Levering',
  text: 'Levering binnen één week, franco huis.',
  form: '["Levering","Levering binnen één week, franco huis."]',
  hash: '9f3d0b110076bf9229a6fe9c861cb5a93cb68fe1b8ce4edb8a3f799fa84917bd',
};

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
<dt>SHA-256 van de tekst</dt><dd><code>${escape(item.textHash)}</code></dd>
<dt>Link-id</dt><dd><code>${escape(item.reviewId)}</code></dd>
<dt>Hash vorige beslissing</dt><dd><code>${escape(item.prevHash)}</code></dd>
<dt>Hash van deze beslissing</dt><dd><code>${escape(item.hash)}</code></dd>
<dt>Handtekening van de app</dt><dd><code>${escape(item.signature)}</code></dd>
<dt>Gehashte vorm</dt><dd><code>${escape(evidenceHashedForm(item))}</code></dd>
<dt>Zelf narekenen</dt><dd><code>${escape(recomputeCommand(evidenceHashedForm(item)))}</code></dd>
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
<p>Elke hash is een SHA-256, geschreven als 64 kleine hexadecimale tekens, berekend over de UTF-8-bytes van een tekst in compacte JSON: zonder spaties tussen de onderdelen, tekens buiten ASCII zoals ze zijn (niet als \\u-code), alleen <code>"</code>, <code>\\</code> en stuurtekens (zoals een regeleinde: <code>\\n</code>) met een backslash.</p>
<p>De SHA-256 van een tekst is berekend over de JSON-array <code>[titel, tekst]</code>, elk in Unicode NFC, regeleinden als \\n, spaties en tabs aan het eind van elke regel weggelaten en het geheel zonder witruimte aan begin en eind. Voorbeeld: titel <q>${escape(textHashExample.title)}</q> en tekst <q>${escape(textHashExample.text)}</q> geven <code>${escape(textHashExample.form)}</code>; <code>${escape(recomputeCommand(textHashExample.form))}</code> geeft <code>${textHashExample.hash}</code>.</p>
<p>De hash van een beslissing is de SHA-256 van de JSON-array van: contract-id, volgnummer, voorwaarde-id, titel van de voorwaarde, versie, SHA-256 van de tekst, beslissing (accepted/rejected), toelichting, naam, e-mailadres, tijd, IP-adres, user agent, link-id en de hash van de vorige beslissing (de eerste volgt op 64 nullen). Bij elke beslissing hierboven staat die array als <q>Gehashte vorm</q>, met een opdracht die de hash in een terminal (Linux, macOS) opnieuw berekent.</p>
<p>Elke beslissing en de laatste in de keten zijn bovendien ondertekend (HMAC-SHA256) met een sleutel die niet bij de gegevens is opgeslagen: wie alleen de gegevens kan wijzigen, kan de keten niet met nieuwe hashes herschrijven zonder dat de controle dat meldt. Wie beoordeelde, kreeg de hash van elke beslissing en van de laatste in de keten per e-mail; die moeten overeenkomen met deze pagina.</p>
</body></html>`;
}
