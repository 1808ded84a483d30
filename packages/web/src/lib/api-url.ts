type QueryValue = string | number | boolean | null | undefined;

/** One API call's address before the base URL: a path and its query. */
export type ApiRead = { path: string; query?: Record<string, QueryValue> };

/** The URL the API client requests for a path and query (an absent or null value is left out). */
export function apiUrl(baseUrl: string, { path, query }: ApiRead): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}
