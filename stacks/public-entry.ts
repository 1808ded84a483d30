/**
 * The outsider's link pages get the public entry (decision 055): the Router's viewer-request
 * CloudFront Function rewrites their paths to `public.html` before it routes the request, so the
 * site's routing finds that file in the bucket; every other client-side route still falls back to
 * index.html (the staff app). The address bar keeps the link's URL: the mails' URLs do not change.
 * The rule is the SPA's own (packages/web/src/config/public-paths.ts), which the local server also
 * applies (packages/api/src/node.ts). Pure, so the injected code is unit-tested.
 */
import {
  PUBLIC_ENTRY_HTML,
  publicPathRule,
  type PublicPathRule,
} from '../packages/web/src/config/public-paths';

/** Code for the Router's viewer-request CloudFront Function (`event` is in scope there). */
export function publicEntryInjection(rule: PublicPathRule = publicPathRule()): string {
  // RegExp's own printing escapes what a literal needs (the slashes).
  const serve = new RegExp(rule.serve).toString();
  const except = new RegExp(rule.except).toString();
  return [
    `if (${serve}.test(event.request.uri) && !${except}.test(event.request.uri)) {`,
    `  event.request.uri = "/${PUBLIC_ENTRY_HTML}";`,
    `}`,
  ].join('\n');
}
