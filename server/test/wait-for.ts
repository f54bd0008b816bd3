/**
 * Waits until `check` holds, looking every 20 ms, and fails naming `what` after `timeoutMs`: for a
 * state a background worker or another process reaches. Never use a sleep to prove that something
 * did not happen; wait for the state in which it would have happened.
 */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up after ${timeoutMs / 1000} s waiting for ${what}`);
    await Bun.sleep(20);
  }
}
