import { searchPlan } from '@crm/core/search/tokens';
import { paths } from '../../../config/paths';

/**
 * What global search shows, in the order of its groups. A new kind is one more entry here and one
 * in the API's sources.
 */
export const searchKindInfo = {
  lead: { title: 'Leads', href: (id: string) => paths.leads.detail.getHref(id) },
  customer: { title: 'Klanten', href: (id: string) => paths.customers.detail.getHref(id) },
  supplier: { title: 'Leveranciers', href: (id: string) => paths.suppliers.detail.getHref(id) },
  contact: { title: 'Contactpersonen', href: (id: string) => paths.contactPeople.detail.getHref(id) },
  contract: { title: 'Contracten', href: (id: string) => paths.contracts.detail.getHref(id) },
} satisfies Record<string, { title: string; href: (id: string) => string }>;

export type SearchKind = keyof typeof searchKindInfo;
const searchKinds = Object.keys(searchKindInfo) as SearchKind[];

/** A group as the API answers it; a kind this build does not know yet is left out. */
export type SearchGroup = { kind: string; items: { id: string; label: string; detail: string }[] };

export type SearchOption = { kind: SearchKind; id: string; label: string; detail: string; href: string };
export type SearchSection = { kind: SearchKind; title: string; options: SearchOption[] };

/** Whether the text is enough to search: a word of at least two characters (the API's rule). */
export function canSearch(text: string): boolean {
  return searchPlan(text) !== undefined;
}

/**
 * The groups that have results, in the order of the kinds, each result with its link. The options
 * render in this order, which is also the order the arrow keys move through.
 */
export function searchSections(groups: readonly SearchGroup[]): SearchSection[] {
  return searchKinds.flatMap((kind) => {
    const items = groups.filter((group) => group.kind === kind).flatMap((group) => group.items);
    if (items.length === 0) return [];
    const { title, href } = searchKindInfo[kind];
    return [{ kind, title, options: items.map((item) => ({ ...item, kind, href: href(item.id) })) }];
  });
}

export type SearchView =
  | { state: 'hint' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'empty' }
  /** `stale`: these are the results of earlier text while the current text is searched. */
  | { state: 'results'; sections: SearchSection[]; stale: boolean };

/**
 * What the palette shows for the text typed and the answer so far. `settled` is the text the
 * answer is for (typing is debounced); `groups` may be an earlier answer kept while loading.
 */
export function searchView(input: {
  typed: string;
  settled: string;
  groups: readonly SearchGroup[] | undefined;
  isPlaceholderData: boolean;
  error: unknown;
}): SearchView {
  if (!canSearch(input.typed)) return { state: 'hint' };
  if (input.error) {
    const message = input.error instanceof Error ? input.error.message : '';
    return { state: 'error', message: message || 'Zoeken is niet gelukt. Probeer het opnieuw.' };
  }
  if (!input.groups) return { state: 'loading' };
  const stale = input.isPlaceholderData || input.settled.trim() !== input.typed.trim();
  const sections = searchSections(input.groups);
  if (sections.length > 0) return { state: 'results', sections, stale };
  return stale ? { state: 'loading' } : { state: 'empty' };
}

/** Ctrl+K, or Cmd+K on a Mac, opens the search palette from anywhere in the app. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}
