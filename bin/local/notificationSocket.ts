/**
 * The local API Gateway WebSocket API of the notification bell:
 *  - browsers connect to ws://localhost:<port>/?token=<ID token>; the
 *    upgrade runs the SocketConnect function ($connect,
 *    functions/realtime/socketConnect.ts: the token checked, the connection
 *    recorded in the table with a TTL) and opens only on its 200; a closed
 *    socket runs SocketDisconnect ($disconnect), exactly as on AWS;
 *  - the API Gateway Management API on the same port: POST
 *    /@connections/{id} sends the body to that connection (410 when it is
 *    gone), DELETE closes it. The push handler (functions/realtime) calls it
 *    through the AWS SDK exactly as it calls API Gateway in AWS.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { SOCKET_CONNECT, SOCKET_DISCONNECT } from '#lib/functions';
import type { LocalFunctions } from './functionRegistry';
import { listen, readBody, type RunningServer } from './http';

export interface NotificationSocketOptions {
  port: number;
  /** Runs $connect and $disconnect as the functions of lib/functions.ts. */
  functions: LocalFunctions;
  onError: (error: unknown) => void;
}

const CONNECTIONS_PATH = '/@connections/';

export async function startNotificationSocket(options: NotificationSocketOptions): Promise<RunningServer> {
  const open = new Map<string, { socket: WebSocket }>();

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // The management API's paths may carry the stage: /<stage>/@connections/{id}.
      const at = url.pathname.indexOf(CONNECTIONS_PATH);
      const connectionId = at >= 0 ? decodeURIComponent(url.pathname.slice(at + CONNECTIONS_PATH.length)) : '';
      const connection = open.get(connectionId);
      if (!connectionId || !connection) {
        req.resume();
        res.writeHead(410, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'GoneException' }));
        return;
      }
      if (req.method === 'POST') {
        const body = await readBody(req);
        connection.socket.send(body.toString('utf8'));
        res.writeHead(200).end();
      } else if (req.method === 'DELETE') {
        connection.socket.close();
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    })().catch((error: unknown) => {
      options.onError(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    void (async () => {
      const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token') ?? undefined;
      const connectionId = randomBytes(9).toString('base64url');
      const answer = (await options.functions.invoke(SOCKET_CONNECT, {
        requestContext: { connectionId, routeKey: '$connect', eventType: 'CONNECT' },
        queryStringParameters: token === undefined ? undefined : { token },
      })) as { statusCode?: number } | undefined;
      if (answer?.statusCode !== 200) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        open.set(connectionId, { socket: ws });
        ws.on('close', () => {
          open.delete(connectionId);
          options.functions
            .invoke(SOCKET_DISCONNECT, { requestContext: { connectionId, routeKey: '$disconnect', eventType: 'DISCONNECT' } })
            .catch(options.onError);
        });
        // Clients send nothing; anything they do send is ignored.
        ws.on('message', () => undefined);
      });
    })().catch((error: unknown) => {
      options.onError(error);
      socket.destroy();
    });
  });

  const running = await listen(server, options.port);
  return {
    ...running,
    async stop() {
      for (const { socket } of open.values()) socket.terminate();
      wss.close();
      await running.stop();
    },
  };
}
