/**
 * Local S3: s3rver with the product's buckets, files kept in the data dir.
 * CORS lets the browser PUT and GET through presigned URLs, as the bucket
 * CORS rules do in AWS.
 */
import path from 'node:path';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account.js';
import { closeServer, type RunningServer } from './http';

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

export async function startS3(port: number, dataDir: string, buckets: string[], webOrigin: string): Promise<RunningServer> {
  // s3rver knows only its own key pair (S3RVER); teach it ours, or every request is InvalidAccessKeyId.
  DUMMY_ACCOUNT.createKeyPair(LOCAL_ACCESS_KEY, LOCAL_ACCESS_KEY);
  const s3 = new S3rver({
    port,
    address: '0.0.0.0',
    directory: path.join(dataDir, 's3'),
    silent: true,
    // Path-style only (the SDK uses forcePathStyle locally): no vhost guessing.
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name, configs: [corsRules(webOrigin)] })),
  });
  await s3.run();
  const server = s3.httpServer;
  if (!server) throw new Error('s3rver did not start its HTTP server');
  return { server, stop: () => closeServer(server) };
}
