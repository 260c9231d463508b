/**
 * Local SES: aws-ses-v2-local, which stores every mail in memory and shows
 * them in its mailbox page (GET /) and as JSON (GET /store).
 */
import type http from 'node:http';
import * as sesLocal from 'aws-ses-v2-local';
import { closeServer, LOOPBACK_HOST, type RunningServer } from './http';

type StartSes = (config?: { host?: string; port?: number }) => Promise<http.Server>;

/** The package is CommonJS with an ES-style default export; take it however the loader hands it over. */
function sesStarter(): StartSes {
  const mod = sesLocal as unknown as { default: StartSes | { default: StartSes } };
  return typeof mod.default === 'function' ? mod.default : mod.default.default;
}

export async function startSes(port: number): Promise<RunningServer> {
  const server = await sesStarter()({ host: LOOPBACK_HOST, port });
  return { server, stop: () => closeServer(server) };
}
