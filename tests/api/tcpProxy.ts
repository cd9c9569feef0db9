// A loopback TCP proxy that tests black-hole, refuse and restore, to see how the app meets a dependency's outage.
import net from 'node:net';

/** `slow`: open connections forward as before, a new one only after `slowMs` (a database too busy to start one). */
type Mode = 'forward' | 'blackhole' | 'refuse' | 'slow';

/** Forwards to a server; black-holed, it accepts and never answers and freezes open connections, as a dead network does. */
export class TcpProxy {
  port = 0;
  private server?: net.Server;
  private mode: Mode = 'forward';
  private readonly sockets = new Set<net.Socket>();
  private readonly held = new Set<net.Socket>();
  slowMs = 3_000;

  constructor(private readonly target: { host: string; port: number }) {}

  async start() {
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.held.delete(socket);
    });
  }

  private accept(client: net.Socket) {
    this.track(client);
    if (this.mode === 'slow') {
      client.pause();
      setTimeout(() => client.destroyed || this.forward(client), this.slowMs);
      return;
    }
    if (this.mode !== 'forward') {
      this.held.add(client);
      return;
    }
    this.forward(client);
  }

  private forward(client: net.Socket) {
    client.resume();
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  async setMode(mode: Mode) {
    if (mode === this.mode) return;
    this.mode = mode;
    if (mode === 'slow') return;
    if (mode === 'blackhole') {
      for (const socket of this.sockets) {
        socket.unpipe();
        socket.pause();
        this.held.add(socket);
      }
      return;
    }
    // Healing drops what the black hole held (as a dead network's connections are gone); refusing drops everything.
    for (const socket of mode === 'refuse' ? this.sockets : this.held) socket.destroy();
    this.held.clear();
    if (mode === 'refuse' && this.server) {
      const server = this.server;
      this.server = undefined;
      await new Promise((resolve) => server.close(resolve));
    }
    if (mode === 'forward' && !this.server) await this.start();
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy();
    if (this.server) await new Promise((resolve) => this.server!.close(resolve));
  }
}
