// A read a loader hands to the page unawaited (streamed to <Await>), safe to leave behind.

/**
 * Starts `read` now and answers a real promise of it (Prisma's are lazy thenables, which <Await>
 * would not wait for). Its rejection is marked observed at once: Remix only observes it once the
 * loader returns, and a loader that fails first (another read, the root's) would leave it
 * unhandled, which makes Node exit. The page's <Await> still sees the rejection.
 */
export function deferred<T>(read: PromiseLike<T>): Promise<T> {
  const promise = Promise.resolve(read);
  promise.catch(() => undefined);
  return promise;
}
