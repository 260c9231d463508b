/**
 * What S3 checks on a browser POST upload and s3rver does not: s3rver 3.7
 * stores a POST form's file but ignores its policy (controllers/object.js:
 * "policy: unimplemented"), so locally any size and any content type would
 * get in. The local S3 (s3.ts) runs every POST form through checkPostForm
 * before s3rver sees it, as S3 does: the policy's SigV4 signature with the
 * local secret, its expiration, and each condition (exact fields,
 * starts-with, content-length-range), and every form field must be covered
 * by a condition. A refused form gets S3's 403 AccessDenied.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PostForm {
  /** Form fields in order, lower-case names (S3 matches field names case-insensitively). */
  fields: Map<string, string>;
  /** The file part's bytes, undefined when the form has none. */
  file: Buffer | undefined;
}

function headerParam(header: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|[;\\s])${name}="([^"]*)"`, 'i').exec(header);
  return match?.[1];
}

/** Parses a multipart/form-data body (the whole of it, already read within a size limit). */
export function parseMultipart(body: Buffer, contentType: string): PostForm | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark || mark.length > 200) return undefined;
  const delimiter = Buffer.from(`--${mark}`);
  const fields = new Map<string, string>();
  let file: Buffer | undefined;
  let at = body.indexOf(delimiter);
  if (at < 0) return undefined;
  for (;;) {
    const partStart = at + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break; // the closing delimiter
    const headersEnd = body.indexOf('\r\n\r\n', partStart);
    if (headersEnd < 0) return undefined;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next < 0) return undefined;
    const headers = body.subarray(partStart, headersEnd).toString('utf8');
    const content = body.subarray(headersEnd + 4, next);
    const name = headerParam(headers, 'name')?.toLowerCase();
    if (name === 'file') {
      // S3 ignores everything after the file part.
      file = content;
      break;
    }
    if (name) fields.set(name, content.toString('utf8'));
    at = next + 2;
  }
  return { fields, file };
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** SigV4 of a POST policy: the signing key of (secret, date, region, 's3'), over the base64 policy. */
export function postPolicySignature(secret: string, credential: string, policyBase64: string): string | undefined {
  const [, date, region, service, terminator] = credential.split('/');
  if (!date || !region || service !== 's3' || terminator !== 'aws4_request') return undefined;
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  return hmac(signingKey, policyBase64).toString('hex');
}

/** Fields a policy need not name (AWS: the file, the policy and signature themselves, x-ignore-*). */
const EXEMPT = new Set(['file', 'policy', 'x-amz-signature']);

/** Undefined when S3 would accept the form for `bucket`; else why it would refuse it. */
export function checkPostForm(form: PostForm, bucket: string, secret: string, now: Date): string | undefined {
  const policyBase64 = form.fields.get('policy');
  const signature = form.fields.get('x-amz-signature');
  const credential = form.fields.get('x-amz-credential');
  if (!policyBase64 || !signature || !credential) return 'Bucket POST must contain a policy, x-amz-signature and x-amz-credential';
  if (form.fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') return 'Only AWS4-HMAC-SHA256 is supported';
  const expected = postPolicySignature(secret, credential, policyBase64);
  if (!expected || expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
    return 'The request signature we calculated does not match the signature you provided';
  }
  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return 'Invalid Policy: Invalid JSON';
  }
  if (typeof policy.expiration !== 'string' || !(Date.parse(policy.expiration) > now.getTime())) return 'Invalid according to Policy: Policy expired';
  if (!Array.isArray(policy.conditions)) return 'Invalid Policy: no conditions';
  if (!form.file) return 'POST requires exactly one file upload per request';
  const value = (name: string) => (name === 'bucket' ? bucket : form.fields.get(name));
  const covered = new Set<string>(['bucket']);
  for (const condition of policy.conditions as unknown[]) {
    if (Array.isArray(condition)) {
      const [op, field, arg] = condition as [unknown, unknown, unknown];
      if (op === 'content-length-range') {
        const size = form.file.length;
        if (typeof field !== 'number' || typeof arg !== 'number' || size < field || size > arg) {
          return size > Number(arg)
            ? 'Your proposed upload exceeds the maximum allowed size'
            : 'Your proposed upload is smaller than the minimum allowed size';
        }
        continue;
      }
      if ((op !== 'eq' && op !== 'starts-with') || typeof field !== 'string' || !field.startsWith('$') || typeof arg !== 'string')
        return 'Invalid Policy: bad condition';
      const name = field.slice(1).toLowerCase();
      covered.add(name);
      const actual = value(name) ?? '';
      if (op === 'eq' ? actual !== arg : !actual.startsWith(arg))
        return `Invalid according to Policy: Policy Condition failed: ["${op}", "${field}", "${arg}"]`;
      continue;
    }
    if (condition && typeof condition === 'object') {
      for (const [field, expectedValue] of Object.entries(condition)) {
        const name = field.toLowerCase();
        covered.add(name);
        if (value(name) !== expectedValue)
          return `Invalid according to Policy: Policy Condition failed: ["eq", "$${field}", "${String(expectedValue)}"]`;
      }
      continue;
    }
    return 'Invalid Policy: bad condition';
  }
  for (const name of form.fields.keys()) {
    if (!EXEMPT.has(name) && !name.startsWith('x-ignore-') && !covered.has(name)) return `Invalid according to Policy: Extra input fields: ${name}`;
  }
  return undefined;
}
