/**
 * Local S3: s3rver with the product's buckets, files kept in the data dir.
 * CORS lets the browser PUT, POST and GET through presigned URLs, as the
 * bucket CORS rules do in AWS.
 *
 * s3rver ignores a POST form's policy, so it listens on a private port
 * behind a small front server on the public one: a browser POST upload is
 * read (within a size cap), checked as S3 checks it (s3PostPolicy.ts:
 * signature, expiry, key, content type, content-length-range) and only then
 * handed to s3rver. A conditional copy (CopyObject with
 * x-amz-copy-source-if-match or If-None-Match) has its conditions checked
 * first (s3CopyConditions.ts), which s3rver ignores too; every other
 * request passes through untouched.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account.js';
import { closeServer, listen, LOOPBACK_HOST, readBodyWithin, type RunningServer } from './http';
import { conditionalCopyOf, copyPreconditionFailure } from './s3CopyConditions';
import { checkPostForm, parseMultipart } from './s3PostPolicy';

function corsRules(webOrigin: string): string {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${webOrigin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

/** The dummy credentials every local client uses (bin/local/handlerEnv.ts). */
const LOCAL_ACCESS_KEY = 'local';
/** The largest POST form the front server reads: S3's own cap on a POST is 5 GB, ours is far above any policy of the product. */
const POST_FORM_MAX_BYTES = 16 * 1024 * 1024;

function refuse(res: http.ServerResponse, status: number, code: string, message: string, webOrigin: string): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<>&]/g, '')}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'access-control-allow-origin': webOrigin, 'content-length': Buffer.byteLength(xml) });
  res.end(xml);
}

/** The bucket a POST to /<bucket> or /<bucket>/ names (a form upload), else undefined. */
function postFormBucket(req: http.IncomingMessage): string | undefined {
  if (req.method !== 'POST') return undefined;
  const pathname = new URL(req.url ?? '/', 'http://local').pathname;
  const match = /^\/([a-z0-9.-]{3,63})\/?$/.exec(pathname);
  return match && String(req.headers['content-type'] ?? '').startsWith('multipart/form-data') ? match[1] : undefined;
}

function forward(req: http.IncomingMessage, res: http.ServerResponse, target: number, body?: Buffer): void {
  const upstream = http.request(
    {
      host: LOOPBACK_HOST,
      port: target,
      method: req.method,
      path: req.url,
      headers: body ? { ...req.headers, 'content-length': String(body.length) } : req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

function frontServer(target: number, webOrigin: string): http.Server {
  return http.createServer((req, res) => {
    const copy = conditionalCopyOf(req);
    if (copy) {
      void (async () => {
        const failure = await copyPreconditionFailure(copy, target);
        if (failure) return refuse(res, 412, 'PreconditionFailed', failure, webOrigin);
        forward(req, res, target);
      })().catch(() => refuse(res, 500, 'InternalError', 'The local S3 failed', webOrigin));
      return;
    }
    const bucket = postFormBucket(req);
    if (!bucket) {
      forward(req, res, target);
      return;
    }
    void (async () => {
      const body = await readBodyWithin(req, POST_FORM_MAX_BYTES);
      if (body === 'too_large') return refuse(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', webOrigin);
      const form = parseMultipart(body, String(req.headers['content-type']));
      if (!form) return refuse(res, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.', webOrigin);
      const problem = checkPostForm(form, bucket, LOCAL_ACCESS_KEY, new Date());
      if (problem) return refuse(res, 403, 'AccessDenied', problem, webOrigin);
      forward(req, res, target, body);
    })().catch(() => refuse(res, 500, 'InternalError', 'The local S3 failed', webOrigin));
  });
}

export async function startS3(port: number, dataDir: string, buckets: string[], webOrigin: string): Promise<RunningServer> {
  // s3rver knows only its own key pair (S3RVER); teach it ours, or every request is InvalidAccessKeyId.
  DUMMY_ACCOUNT.createKeyPair(LOCAL_ACCESS_KEY, LOCAL_ACCESS_KEY);
  const s3 = new S3rver({
    port: 0,
    address: LOOPBACK_HOST,
    directory: path.join(dataDir, 's3'),
    silent: true,
    // Path-style only (the SDK uses forcePathStyle locally): no vhost guessing.
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name, configs: [corsRules(webOrigin)] })),
  });
  await s3.run();
  const inner = s3.httpServer;
  if (!inner) throw new Error('s3rver did not start its HTTP server');
  const front = await listen(frontServer((inner.address() as AddressInfo).port, webOrigin), port);
  return {
    server: front.server,
    stop: async () => {
      await front.stop();
      await closeServer(inner);
    },
  };
}
