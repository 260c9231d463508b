/**
 * The local servers outlive their clients' idle connections (bin/local/http.ts KEEP_ALIVE_MS): a request
 * sent on a kept-alive connection never meets a server that has just closed it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listen, type RunningServer } from '#local/http';

/** The longest any client of the local stack keeps an idle connection: Chromium's five minutes. */
const CHROMIUM_IDLE_SOCKET_MS = 5 * 60_000;

let running: RunningServer;
let url: string;

beforeAll(async () => {
  running = await listen(
    http.createServer((_req, res) => res.end('ok')),
    0,
  );
  url = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}/`;
});

afterAll(() => running.stop());

it('advertises a keep-alive longer than any client keeps an idle connection', async () => {
  const response = await fetch(url);
  await response.text();
  const advertised = /timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '')?.[1];
  expect(Number(advertised) * 1000).toBeGreaterThan(CHROMIUM_IDLE_SOCKET_MS);
});
