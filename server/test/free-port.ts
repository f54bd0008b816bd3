/** A loopback port nobody listens on now (for a server that must know its own address before it starts: PUBLIC_URL). */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}
