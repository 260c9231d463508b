/**
 * Small HTTP helpers shared by the local stand-ins: reading bodies, answering
 * JSON, and starting/stopping a node:http server on a port.
 */
import http from 'node:http';

export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Reads a request body of at most `limit` bytes. Past the limit nothing more
 * is kept (the rest is read and dropped, so the client is not left blocked
 * on a full socket) and the answer is 'too_large' at once.
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

/** Listens on the loopback address only (LOOPBACK_HOST). */
export function listen(server: http.Server, port: number): Promise<RunningServer> {
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
