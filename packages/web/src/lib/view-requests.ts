/**
 * The view of a list (its filters and sort, kept in the URL) as last asked for. A change of the
 * view is a navigation, and while the route's loader waits for the new page the URL still shows
 * the view before it: a second change made meanwhile (the debounced search firing just after a
 * status was chosen, or a status chosen while the search's page loads) must build on the first,
 * not on the URL, or it undoes it. So filters send only what they change, and it is applied here
 * (decision 026).
 */
export interface ViewRequests<View> {
  /** The URL shows `view` now: a navigation landed, or Back or a link replaced it. */
  shown(view: View): void;
  /** A filter's change, applied to the view last asked for; answers the view to navigate to. */
  change(patch: Partial<View>): View;
}

export function viewRequests<View extends object>(initial: View): ViewRequests<View> {
  let requested = initial;
  return {
    shown(view) {
      requested = view;
    },
    change(patch) {
      requested = { ...requested, ...patch };
      return requested;
    },
  };
}
