/**
 * Crawlers (search engines, link previews) by their user agent. The seed: "For crawler visitors
 * the error page is not rendered"; they get the status and the seed's text. Browser-safe.
 */
const CRAWLER_USER_AGENT =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|bingpreview|embedly|quora link preview|whatsapp|vkshare|ia_archiver/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && CRAWLER_USER_AGENT.test(userAgent ?? '');
}

/**
 * Whether `pathname` matches one of the SPA's route patterns (`/leads/:id`): `:name` stands for
 * one non-empty segment, a trailing slash does not count.
 */
export function matchesRoute(pathname: string, patterns: readonly string[]): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return patterns.some((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}
