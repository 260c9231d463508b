/**
 * Gives a browser context an address of its own, honestly: a small HTTP
 * forward proxy for that context which opens every upstream connection
 * from a chosen loopback address (Linux routes all of 127.0.0.0/8 to lo,
 * and a socket may bind any of them as its source). The local web server
 * then sees that address on the socket and states it in
 * CloudFront-Viewer-Address, as it does for any client: each visit is its
 * own viewer to the per-address rate limits, and nothing is forged.
 *
 * Chromium itself cannot choose its source address, hence the proxy.
 */
import { randomInt } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

export interface ViewerProxy {
  /** For browser.newContext({ proxy: { server } }). */
  server: string;
  /** The source address every request of the context comes from. */
  sourceAddress: string;
  stop(): Promise<void>;
}

/**
 * A random address in 127.1.0.1–127.254.255.254: test files run in separate
 * workers, each with its own visits, so a counter would repeat across them.
 * (The web server's own integration test uses 127.0.0.x.)
 */
export function freshLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export function startViewerProxy(sourceAddress = freshLoopbackAddress()): Promise<ViewerProxy> {
  const server = http.createServer((req, res) => {
    // A proxy gets the absolute URL (http://localhost:15173/path).
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers,
        // The loopback source is IPv4, so the destination must be too.
        family: 4,
        localAddress: sourceAddress,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  // WebSockets (the notification bell's socket) come through a proxy as CONNECT tunnels: piped from the same source address.
  const tunnels = new Set<net.Socket>();
  server.on('connect', (req, client: net.Socket, head: Buffer) => {
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(
      { host: host === 'localhost' ? '127.0.0.1' : host, port: Number(port), localAddress: sourceAddress, family: 4 },
      () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      },
    );
    for (const socket of [client, upstream]) {
      tunnels.add(socket);
      socket.on('close', () => tunnels.delete(socket));
    }
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server: `http://127.0.0.1:${port}`,
        sourceAddress,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
            for (const socket of tunnels) socket.destroy();
          }),
      });
    });
  });
}
