/**
 * Small HTTP helpers shared by the local stand-ins: reading bodies, answering
 * JSON, and starting/stopping a node:http server on a port.
 */
import http from 'node:http';
import type { Socket } from 'node:net';

export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * How much of a refused body is still read and dropped so the connection can
 * carry the client's next request. A larger body is not worth reading: the
 * answer closes the connection instead (refuseBody).
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;
/** How long a closing connection still reads and drops what the client sends, so the close is a FIN and never a reset. */
const LINGER_MS = 2_000;

/**
 * Reads a request body of at most `limit` bytes. Past the limit nothing more
 * is kept (the rest is read and dropped, so the client is not left blocked
 * on a full socket) and the answer is 'too_large' at once; answer it with
 * refuseBody, which decides whether the connection is kept.
 */
export function readBodyWithin(req: http.IncomingMessage, limit: number): Promise<Buffer | 'too_large'> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      resolve('too_large');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      resolve('too_large');
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Gets the answer to a body readBodyWithin refused ready, before its head is
 * written: a body declared at most DRAIN_LIMIT_BYTES over the limit is
 * drained and the connection kept alive; a larger or undeclared (chunked)
 * one is answered with `Connection: close` and the connection closed
 * gracefully once the answer is out: our side is ended (FIN) while what the
 * client still sends is read and dropped for a moment, because closing a
 * socket with unread data sends a TCP reset, which can reach the client
 * before the answer and turn it into ECONNRESET.
 */
export function refuseBody(req: http.IncomingMessage, res: http.ServerResponse, limit: number): void {
  settleUnreadBody(req, res, limit + DRAIN_LIMIT_BYTES);
}

/**
 * For an answer sent before the request's body is read: a body declared at
 * most `drainableBytes` long is read and dropped and the connection kept;
 * any other gets `Connection: close` and the graceful close refuseBody describes.
 * Call it before the answer's head is written.
 */
export function settleUnreadBody(req: http.IncomingMessage, res: http.ServerResponse, drainableBytes: number): void {
  req.resume();
  // No Content-Length and no Transfer-Encoding: no body at all; a chunked one has no length to judge by.
  const declared = req.headers['transfer-encoding'] ? NaN : Number(req.headers['content-length'] ?? 0);
  if (req.complete || (Number.isFinite(declared) && declared <= drainableBytes)) return;
  res.setHeader('connection', 'close');
  const socket = req.socket;
  res.once('finish', () => lingerBeforeClosing(socket));
}

function lingerBeforeClosing(socket: Socket): void {
  if (socket.destroyed) return;
  // Node has ended the socket for the `Connection: close` answer (net.Socket#destroySoon) and would destroy it as
  // soon as the FIN is out; the destroy waits instead until the client closes its side or the linger time passes.
  socket.removeListener('finish', socket.destroy);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', () => socket.destroy());
  socket.resume();
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, contentType = 'application/json'): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export interface RunningServer {
  server: http.Server;
  stop(): Promise<void>;
}

/**
 * The one address every local stand-in listens on. The stand-ins trust
 * anyone (cognito-local signs with a published key, s3rver and the mailbox
 * need no credentials), so they must not be reachable from the network a
 * laptop is on. URLs keep saying `localhost`: Node (autoSelectFamily) and
 * browsers fall back to 127.0.0.1 where localhost resolves to ::1 first.
 */
export const LOOPBACK_HOST = '127.0.0.1';

/**
 * How long a local server keeps an idle kept-alive connection open: longer than its clients keep one idle
 * (Node's fetch: the server's advertised figure less two seconds; Chromium: five minutes), so the client
 * closes first. With Node's 5 s default, a test process held up for a second or two on a loaded machine
 * sent its next request on a connection the server had just closed: ECONNRESET, a failed test.
 */
export const KEEP_ALIVE_MS = 10 * 60_000;

/** Listens on the loopback address only (LOOPBACK_HOST), keeping idle connections KEEP_ALIVE_MS. */
export function listen(server: http.Server, port: number): Promise<RunningServer> {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK_HOST, () => {
      server.off('error', reject);
      resolve({ server, stop: () => closeServer(server) });
    });
  });
}

export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would hold close() open.
    server.closeAllConnections();
  });
}

/**
 * A server for an AWS JSON-protocol service (KMS, Step Functions): one POST
 * with `X-Amz-Target: Service.Operation` and a JSON body. Errors are answered
 * the way AWS does, so the SDK raises the named exception.
 */
export class AwsJsonError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export type AwsJsonOperations = Record<string, (input: Record<string, unknown>) => Promise<unknown> | unknown>;

export function awsJsonServer(contentType: string, operations: AwsJsonOperations): http.Server {
  return http.createServer((req, res) => {
    void (async () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const operationName = target.split('.').pop() ?? '';
      const operation = operations[operationName];
      try {
        const raw = (await readBody(req)).toString('utf8');
        if (!operation) throw new AwsJsonError('UnknownOperationException', `The local stand-in does not implement ${target || 'this request'}`);
        const input = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        sendJson(res, 200, (await operation(input)) ?? {}, contentType);
      } catch (error) {
        const known = error instanceof AwsJsonError ? error : new AwsJsonError('InternalFailure', String(error), 500);
        sendJson(res, known.status, { __type: known.type, message: known.message }, contentType);
      }
    })();
  });
}
