/**
 * What S3 checks on a conditional CopyObject and s3rver does not: s3rver
 * 3.7 copies whatever is at the source and overwrites whatever is at the
 * destination, ignoring x-amz-copy-source-if-match and If-None-Match. The
 * product relies on both (functions/services/s3Objects.ts finalizeObject:
 * only the checked version is copied, a final key is never overwritten), so
 * the local S3's front server (s3.ts) checks them against s3rver before it
 * forwards the copy, and answers S3's 412 PreconditionFailed otherwise.
 * Check and copy are two steps here (S3 does both at once); locally one
 * process and one test at a time make the window harmless.
 */
import http from 'node:http';

export interface ConditionalCopy {
  /** Path-style paths on s3rver: /bucket/key. */
  sourcePath: string;
  destinationPath: string;
  sourceIfMatch: string | undefined;
  ifNoneMatch: string | undefined;
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** A PUT copy that carries a condition s3rver would ignore, else undefined. */
export function conditionalCopyOf(req: http.IncomingMessage): ConditionalCopy | undefined {
  const source = header(req, 'x-amz-copy-source');
  if (req.method !== 'PUT' || !source) return undefined;
  const sourceIfMatch = header(req, 'x-amz-copy-source-if-match');
  const ifNoneMatch = header(req, 'if-none-match');
  if (sourceIfMatch === undefined && ifNoneMatch === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(source.split('?')[0] ?? '');
  } catch {
    // A malformed copy source: s3rver answers it as S3 would (no such key).
    return undefined;
  }
  return {
    sourcePath: decoded.startsWith('/') ? decoded : `/${decoded}`,
    destinationPath: new URL(req.url ?? '/', 'http://local').pathname,
    sourceIfMatch,
    ifNoneMatch,
  };
}

/** The ETag of the object at `path` on s3rver, without quotes; undefined when there is none. */
function etagAt(port: number, path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'HEAD', path }, (answer) => {
      answer.resume();
      const etag = answer.headers.etag;
      resolve(answer.statusCode === 200 && etag ? etag.replaceAll('"', '') : undefined);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Why S3 would refuse the copy with 412, or undefined when its conditions hold. */
export async function copyPreconditionFailure(copy: ConditionalCopy, port: number): Promise<string | undefined> {
  if (copy.sourceIfMatch !== undefined) {
    const etag = await etagAt(port, copy.sourcePath);
    if (etag !== undefined && etag !== copy.sourceIfMatch.replaceAll('"', ''))
      return 'At least one of the pre-conditions you specified did not hold (x-amz-copy-source-if-match)';
  }
  if (copy.ifNoneMatch === '*' && (await etagAt(port, copy.destinationPath)) !== undefined) {
    return 'At least one of the pre-conditions you specified did not hold (If-None-Match)';
  }
  return undefined;
}
