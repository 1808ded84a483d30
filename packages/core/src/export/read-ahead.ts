/**
 * Reads one item ahead: while the consumer works on an item (an export writes a page of rows), the
 * next is already being fetched (the next page's Query), so reading and writing overlap instead of
 * taking turns. At most two items are held: the one being used and the one arriving.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncIterable<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = iterator.next();
      // The fetch under way must not go unobserved if the consumer stops: it is awaited below.
      next.catch(() => undefined);
      yield current.value;
    }
  } finally {
    await iterator.return?.();
  }
}
