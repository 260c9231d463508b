/**
 * Issue 11's two measured paths, on the local stack:
 *
 * - The feedback attachment's upload path, as the browser takes it: ask the
 *   API for a presigned POST form, POST the file straight to S3 (s3rver),
 *   then submit the feedback with the key (the server checks the stored
 *   object's magic bytes before linking it). Each step's time and the whole,
 *   for a 1 MB PNG. The submit route allows 10 a minute per member, so the
 *   runs are spread over the seeded members.
 * - The blog: the page's read (GET /api/blog/posts, answered from the table's
 *   cache, never from the feed) against the hourly refresh that reads and
 *   parses the feed into the cache (the job's handler in process).
 */
import { summarize, type Summary } from './stats';

export interface BenchLogin {
  token: string;
}

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const FILE = Buffer.concat([PNG_HEADER, Buffer.alloc(1024 * 1024 - PNG_HEADER.length, 7)]);

async function json(url: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} → ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export interface UploadFigures {
  presign: Summary;
  upload: Summary;
  submit: Summary;
  total: Summary;
}

export async function measureAttachmentUpload(apiUrl: string, logins: readonly BenchLogin[], runs = 10): Promise<UploadFigures> {
  const steps = { presign: [] as number[], upload: [] as number[], submit: [] as number[], total: [] as number[] };
  for (let i = 0; i < runs; i++) {
    const token = logins[i % logins.length]!.token;
    const t0 = performance.now();
    const form = (await json(`${apiUrl}/api/feedback/uploads`, token, { content_type: 'image/png', size: FILE.length })) as {
      url: string;
      fields: Record<string, string>;
      key: string;
    };
    const t1 = performance.now();
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob([new Uint8Array(FILE)]), 'screenshot.png');
    const stored = await fetch(form.url, { method: 'POST', body });
    if (!stored.ok) throw new Error(`S3 POST → ${stored.status} ${await stored.text()}`);
    const t2 = performance.now();
    await json(`${apiUrl}/api/feedback`, token, {
      feedback_type: 'bug',
      importance: 'small',
      title: `Bench attachment ${i}`,
      attachment_key: form.key,
    });
    const t3 = performance.now();
    steps.presign.push(t1 - t0);
    steps.upload.push(t2 - t1);
    steps.submit.push(t3 - t2);
    steps.total.push(t3 - t0);
  }
  return { presign: summarize(steps.presign), upload: summarize(steps.upload), submit: summarize(steps.submit), total: summarize(steps.total) };
}

export async function measureBlog(
  apiUrl: string,
  refresh: () => Promise<unknown>,
  reads = 30,
  refreshes = 5,
): Promise<{ read: Summary; refresh: Summary }> {
  const readTimes: number[] = [];
  for (let i = 0; i < reads; i++) {
    const t0 = performance.now();
    // Within the route's 60 a minute per address.
    const response = await fetch(`${apiUrl}/api/blog/posts`);
    if (!response.ok) throw new Error(`GET /api/blog/posts → ${response.status}`);
    await response.json();
    readTimes.push(performance.now() - t0);
  }
  const refreshTimes: number[] = [];
  for (let i = 0; i < refreshes; i++) {
    const t0 = performance.now();
    await refresh();
    refreshTimes.push(performance.now() - t0);
  }
  return { read: summarize(readTimes), refresh: summarize(refreshTimes) };
}
