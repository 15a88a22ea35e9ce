import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './health/readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process should get traffic (/api/health/ready); a shutdown turns it off first. */
    readiness: Readiness;
    /** The answers in flight on this server, and the draining of its connections. */
    connectionDrain: ConnectionDrain;
    /** Stops the loops that work after the answer (outboxes, gift cards, stock alerts, catalog polling) at the end of a round. */
    stopBackgroundWork(): Promise<void>;
  }
}

/** How long a drain leaves a connection that is idle when it begins, for a request already on its way. */
const IDLE_GRACE_MS = 1_000;
/**
 * Idle kept-alive connections stay open this long (Node's own default is 5 s). A client that reuses a
 * connection just as the server closes it sees a reset; clients and proxies keep idle connections for up
 * to a minute, so the server outlasts them.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** What a shutdown may take after the drain: stopping the loops and closing the database. */
const CLOSE_GRACE_MS = 10_000;
/** A repeat of the signal sooner than this is the same stop (a terminal's Ctrl-C reaches npm and node both). */
const REPEAT_SIGNAL_MS = 1_000;

/**
 * Follows the answers in flight on an HTTP server (the API's, or the host's, which serves the storefront
 * too). Once draining, every answer that has not started says `Connection: close`, and Node ends the
 * connection after it: every request that was accepted is answered as usual (never 503), and the client
 * learns from the answer itself not to send another on that connection. Only a connection's last request
 * says close (requests pipelined behind it would go unanswered). Connections idle when the drain begins
 * are not cut at once: a client may be sending its next request on one at that instant. Each ends with its
 * next answer (which says close) or after `IDLE_GRACE_MS` without one, as an idle connection ends at the
 * keep-alive timeout (which is long, so that clients reusing a connection do not race its close).
 */
export class ConnectionDrain {
  private readonly inFlight = new Map<ServerResponse, Socket>();
  private readonly latestOnSocket = new WeakMap<Socket, ServerResponse>();
  private readonly sockets = new Set<Socket>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    // First in line, so the header is set before any handler can send its answer.
    server.prependListener('request', (request: { socket: Socket }, response: ServerResponse) => {
      const socket = request.socket;
      const previous = this.latestOnSocket.get(socket);
      this.inFlight.set(response, socket);
      this.latestOnSocket.set(socket, response);
      if (this.draining) {
        // Cancels the idle grace below: from here the answer ends the connection.
        socket.setTimeout(0);
        // The earlier answer is no longer the last: it keeps the connection as the client asked.
        if (previous && this.inFlight.has(previous) && !previous.headersSent)
          previous.setHeader('connection', previous.shouldKeepAlive ? 'keep-alive' : 'close');
        response.setHeader('connection', 'close');
      }
      response.once('close', () => this.inFlight.delete(response));
    });
  }

  private idleSockets(): Socket[] {
    const busy = new Set(this.inFlight.values());
    return [...this.sockets].filter((socket) => !busy.has(socket));
  }

  /** Answers under way now. */
  get active(): number {
    return this.inFlight.size;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /**
   * Stops accepting connections, lets the answers in flight finish and closes each connection after its
   * last answer. Resolves true when every connection has ended, false when `timeoutMs` ran out first (the
   * connections still open are then cut).
   */
  async drain(timeoutMs: number): Promise<boolean> {
    this.draining = true;
    for (const [response, socket] of this.inFlight) {
      if (!response.headersSent && this.latestOnSocket.get(socket) === response) response.setHeader('connection', 'close');
    }
    for (const socket of this.idleSockets()) socket.setTimeout(IDLE_GRACE_MS);
    // net.Server's close stops listening and calls back once the last connection has ended; http.Server's
    // would also cut the connections idle at this instant (see above). A server that never listened
    // (inject only) calls back at once.
    const closed = new Promise<boolean>((resolve) => net.Server.prototype.close.call(this.server, () => resolve(true)));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const drained = await Promise.race([closed, timedOut]);
    clearTimeout(timer);
    if (!drained) this.server.closeAllConnections();
    return drained;
  }
}

export interface ShutdownResult {
  /** Every connection ended within the drain time. */
  drained: boolean;
  /** Answers cut because the drain time ran out. */
  cut: number;
}

/**
 * The graceful stop: not ready at once (health checks take the process out), no new connections, the
 * requests already accepted answered, background loops stopped at the end of their round, then Fastify's
 * close (import jobs, payment sandboxes, the database).
 */
export async function shutDown(app: FastifyInstance, drainMs: number): Promise<ShutdownResult> {
  app.readiness.beginShutdown();
  const background = app.stopBackgroundWork();
  const drained = await app.connectionDrain.drain(drainMs);
  const cut = drained ? 0 : app.connectionDrain.active;
  if (!drained) app.log.warn({ cut, drainMs }, 'drain time over: cut the connections still open');
  await background;
  await app.close();
  return { drained, cut };
}

/**
 * On SIGTERM/SIGINT: shutDown(), then exit 0. The drain gets `drainMs` (SHUTDOWN_DRAIN_MS), closing a
 * little more; a stop that takes longer, a failing close, or a second signal (a second later or more)
 * exits 1 at once.
 */
export function closeOnSignals(app: FastifyInstance, drainMs: number): void {
  let firstSignalAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== null) {
      if (Date.now() - firstSignalAt < REPEAT_SIGNAL_MS) return;
      app.log.error({ signal }, 'second signal: exiting without finishing the shutdown');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    app.log.info({ signal, drainMs, inFlight: app.connectionDrain.active }, 'shutting down: draining');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, drainMs + CLOSE_GRACE_MS);
    timer.unref();
    shutDown(app, drainMs).then(
      ({ drained, cut }) => {
        app.log.info({ drained, cut }, 'shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
