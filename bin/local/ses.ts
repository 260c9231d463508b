/**
 * Local SES: aws-ses-v2-local, which stores every mail in memory and shows
 * them in its mailbox page (GET /) and as JSON (GET /store).
 *
 * In front of it, on the public port, a pass-through with one switch for
 * tests of failing mail (issue 20 §4): `POST /__local/failing-recipients`
 * with `{ "address": "...", "failing": true }` makes every SendEmail to
 * that address fail as an SES outage would (HTTP 500), until it is switched
 * off; `GET` on the same path counts the sends refused per address. Per
 * address, so a test's outage never touches another test's mail.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as sesLocal from 'aws-ses-v2-local';
import { closeServer, listen, LOOPBACK_HOST, readBody, sendJson, type RunningServer } from './http';

type StartSes = (config?: { host?: string; port?: number }) => Promise<http.Server>;

/** The package is CommonJS with an ES-style default export; take it however the loader hands it over. */
function sesStarter(): StartSes {
  const mod = sesLocal as unknown as { default: StartSes | { default: StartSes } };
  return typeof mod.default === 'function' ? mod.default : mod.default.default;
}

export const FAILING_RECIPIENTS_PATH = '/__local/failing-recipients';

/** The recipients of an SES v2 SendEmail body (Destination To, Cc and Bcc). */
function recipientsOf(body: Buffer): string[] {
  try {
    const input = JSON.parse(body.toString('utf8')) as { Destination?: Record<string, unknown> };
    const destination = input.Destination ?? {};
    return ['ToAddresses', 'CcAddresses', 'BccAddresses'].flatMap((field) => {
      const list = destination[field];
      return Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string').map((a) => a.toLowerCase()) : [];
    });
  } catch {
    return [];
  }
}

export async function startSes(port: number): Promise<RunningServer> {
  // The mailbox itself on a port of the system's choosing, reached only through the front below.
  const inner = await sesStarter()({ host: LOOPBACK_HOST, port: 0 });
  const innerPort = (inner.address() as AddressInfo).port;
  /** Address → sends refused since it was switched on. */
  const failing = new Map<string, number>();

  const front = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (req.url === FAILING_RECIPIENTS_PATH) {
        if (req.method === 'POST') {
          const { address, failing: on } = JSON.parse(body.toString('utf8')) as { address: string; failing: boolean };
          if (on) failing.set(address.toLowerCase(), failing.get(address.toLowerCase()) ?? 0);
          else failing.delete(address.toLowerCase());
        }
        sendJson(res, 200, Object.fromEntries(failing));
        return;
      }
      const refused = req.method === 'POST' ? recipientsOf(body).find((address) => failing.has(address)) : undefined;
      if (refused) {
        failing.set(refused, failing.get(refused)! + 1);
        res.setHeader('x-amzn-errortype', 'InternalFailure');
        sendJson(res, 500, { message: `The local SES is switched to fail for ${refused}` });
        return;
      }
      const forward = http.request(
        {
          host: LOOPBACK_HOST,
          port: innerPort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'content-length': String(body.length) },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', (error) => sendJson(res, 502, { message: String(error) }));
      forward.end(body);
    })();
  });
  const running = await listen(front, port);
  return {
    server: front,
    stop: async () => {
      await running.stop();
      await closeServer(inner);
    },
  };
}
