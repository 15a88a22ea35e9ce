import type { ChildProcess } from 'node:child_process';

/**
 * The built shop run as a child process, shared by the host's own tests (apps/host/test/built-shop.ts) and the
 * e2e workers (e2e/support/shop.ts): both wait for it to answer and stop it the same way.
 */

/** Resolves once the shop at `url` answers /api/health; fails with its log when it exits or stays silent too long. */
export async function waitForHealth(
  url: string,
  server: ChildProcess,
  log: () => string,
  { name, seconds }: { name: string; seconds: number },
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the ${name} exited (${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the ${name} did not answer /api/health within ${seconds} s:\n${log()}`);
}

/** Asks the shop to shut down, and kills it when it has not within five seconds. */
export async function stopShopProcess(server: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}
