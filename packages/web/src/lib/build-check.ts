/** How often the app asks whether a newer build is deployed: hourly. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

/** Written next to index.html by the build (vite.config.ts). */
export const BUILD_INFO_PATH = `${import.meta.env.BASE_URL}build.json`;

/** A different id than the running one means another build was deployed since this page loaded. */
export function isNewerBuild(currentId: string, latestId: string | null): boolean {
  return latestId !== null && latestId !== currentId;
}

/**
 * The id of the deployed build, or null when it cannot be told (offline, dev server, broken file):
 * a failed check must never bother the user.
 */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(BUILD_INFO_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    // A plain check, not zod: the prompt is part of every page, the login page included (decision 023).
    const info: unknown = await response.json();
    const id = typeof info === 'object' && info !== null ? (info as { id?: unknown }).id : undefined;
    return typeof id === 'string' && id.length > 0 ? id : null;
  } catch {
    return null;
  }
}

export async function hasNewerBuild(currentId: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  return isNewerBuild(currentId, await fetchLatestBuildId(fetchImpl));
}
