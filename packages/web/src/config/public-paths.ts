import { paths, routePatterns } from './paths';

/**
 * The outsider's link pages that the public entry serves (`public.html`, decision 055): opened from a
 * mail, often on a phone, they load a small entry of their own instead of the staff app. The same
 * patterns as `publicLinkPages` in app/route-modules.ts (a test checks it). Pure: the build, the
 * local server and the CloudFront function (stacks/public-entry.ts) all route by it.
 */
export const publicPaths: readonly string[] = [
  paths.contractConditionReview.path,
  paths.supplierRequests.public.path,
  paths.onboarding.public.path,
];

/** The public entry's HTML in the build (`dist/`). */
export const PUBLIC_ENTRY_HTML = 'public.html';

/**
 * Which paths get the public entry, as two regular expressions (sources), so that a CloudFront
 * function can apply them too: a path matching `serve` and not `except`. `except` holds the staff
 * routes a public pattern would also match (`/supplier-information-requests/settings`): in the
 * SPA's router a static segment outranks a parameter, so those stay the staff app's.
 */
export type PublicPathRule = { serve: string; except: string };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParameter = (segment: string) => segment.startsWith(':');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `^/(?:a/[^/]+|…)/?$`: one non-empty segment per parameter, an optional trailing slash. */
function anyOf(patterns: readonly string[]): string {
  if (patterns.length === 0) return '$^';
  const alternatives = patterns.map((pattern) =>
    segmentsOf(pattern)
      .map((segment) => (isParameter(segment) ? '[^/]+' : escapeRegExp(segment)))
      .join('/'),
  );
  return `^/(?:${alternatives.join('|')})/?$`;
}

/** Whether some path matches both patterns. */
function overlaps(a: string, b: string): boolean {
  const [left, right] = [segmentsOf(a), segmentsOf(b)];
  return (
    left.length === right.length &&
    left.every((segment, index) => {
      const other = right[index] ?? '';
      return isParameter(segment) || isParameter(other) || segment === other;
    })
  );
}

export function publicPathRule(
  patterns: readonly string[] = routePatterns(),
  publicPatterns: readonly string[] = publicPaths,
): PublicPathRule {
  const staff = patterns.filter((pattern) => !publicPatterns.includes(pattern));
  const clashing = staff.filter((pattern) => publicPatterns.some((open) => overlaps(pattern, open)));
  return { serve: anyOf(publicPatterns), except: anyOf(clashing) };
}

/** Whether the public entry serves `pathname` (the same test as the servers'). */
export function isPublicPath(pathname: string, rule: PublicPathRule = publicPathRule()): boolean {
  return new RegExp(rule.serve).test(pathname) && !new RegExp(rule.except).test(pathname);
}

/**
 * The parameters of `pathname` under `pattern` (decoded, as the router gives them), or null when it
 * does not match. For the public entry, which starts a page's first read before the router loads.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  const segments = segmentsOf(pathname);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (isParameter(part)) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return params;
}
