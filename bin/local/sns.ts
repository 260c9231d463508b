/**
 * The SNS stand-in: enough of the SNS Query API for SMS (Publish to a
 * PhoneNumber) as the SDK's SNS client sends it, plus
 * the SMS outbox page (GET /outbox, GET /outbox.json).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { listen, readBody, sendJson, type RunningServer } from './http';
import type { SmsOutbox } from './smsOutbox';

const SNS_NS = 'http://sns.amazonaws.com/doc/2010-03-31/';

function xmlResponse(action: string, result: string): string {
  return `<${action}Response xmlns="${SNS_NS}"><${action}Result>${result}</${action}Result><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></${action}Response>`;
}

function xmlError(code: string, message: string): string {
  return `<ErrorResponse xmlns="${SNS_NS}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${escapeHtml(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function outboxPage(outbox: SmsOutbox): string {
  const rows = outbox
    .list()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.via)}</td><td><pre>${escapeHtml(m.body)}</pre></td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Vouched SMS outbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>SMS outbox</h1><p>Text messages the local stack would have sent (newest first; refreshes every 5 s).</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Via</th><th>Message</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table></body></html>`;
}

export function startSns(port: number, outbox: SmsOutbox): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/outbox') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(outboxPage(outbox));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/outbox.json') {
        sendJson(res, 200, outbox.list());
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams((await readBody(req)).toString('utf8'));
      const action = form.get('Action') ?? '';
      res.setHeader('content-type', 'text/xml');
      if (action === 'Publish') {
        const phone = form.get('PhoneNumber');
        const message = form.get('Message') ?? '';
        if (!phone) {
          // Topics and endpoints are not part of the product; say so instead of pretending.
          res.writeHead(400).end(xmlError('InvalidParameter', 'The local SNS stand-in only publishes SMS (PhoneNumber)'));
          return;
        }
        if (!/^\+[1-9]\d{6,14}$/.test(phone)) {
          res.writeHead(400).end(xmlError('InvalidParameter', 'Invalid parameter: PhoneNumber Reason: not in E.164 format'));
          return;
        }
        const sent = outbox.add(phone, message, 'sns');
        res.writeHead(200).end(xmlResponse('Publish', `<MessageId>${sent.id}</MessageId>`));
        return;
      }
      if (action === 'SetSMSAttributes') {
        res.writeHead(200).end(xmlResponse(action, ''));
        return;
      }
      if (action === 'CheckIfPhoneNumberIsOptedOut') {
        res.writeHead(200).end(xmlResponse(action, '<isOptedOut>false</isOptedOut>'));
        return;
      }
      res.writeHead(400).end(xmlError('InvalidAction', `The local SNS stand-in does not implement ${action || 'this request'}`));
    })();
  });
  return listen(server, port);
}
