/**
 * The newsletter's feed, played locally: serves bin/local/sampleFeed.xml at
 * /feed.xml, so the blog shows real posts with no internet. The stack's
 * BLOG_FEED_URL points here (handlerEnv.ts); on AWS it is configuration
 * (-c blogFeedUrl=...).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { listen, type RunningServer } from './http';

export const SAMPLE_FEED_PATH = '/feed.xml';
const SAMPLE_FEED_FILE = fileURLToPath(new URL('./sampleFeed.xml', import.meta.url));

export function startNewsletterFeed(port: number): Promise<RunningServer> {
  const feed = readFileSync(SAMPLE_FEED_FILE);
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === SAMPLE_FEED_PATH) {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', 'content-length': feed.byteLength });
      res.end(feed);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  return listen(server, port);
}
