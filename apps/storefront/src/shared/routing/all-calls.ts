/**
 * `Promise.all` for a loader's calls that waits for every call before it fails, then fails
 * with the first failure in the list's order. On the server, a call still in flight when
 * the loader failed went to the browser with the error page as a pending query, and its
 * own failure there was an error no one awaited (« redacted » in the console).
 */
export async function allCalls<const Calls extends readonly unknown[]>(
  calls: Calls,
): Promise<{ -readonly [Index in keyof Calls]: Awaited<Calls[Index]> }> {
  const settled = await Promise.allSettled(calls);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [Index in keyof Calls]: Awaited<Calls[Index]>;
  };
}
