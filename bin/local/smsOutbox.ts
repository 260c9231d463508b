/**
 * Where text messages go locally: SNS Publish to a phone number and
 * cognito-local's SMS codes both land here, and the developer reads them on
 * the outbox page. Kept in the data dir so a restart does not lose them.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface SmsMessage {
  id: string;
  to: string;
  body: string;
  /** Who sent it: 'sns' (our code) or 'cognito' (a verification code). */
  via: 'sns' | 'cognito';
  at: string;
}

export class SmsOutbox {
  private readonly messages: SmsMessage[];

  /** @param file JSON file to persist to; null keeps the outbox in memory. */
  constructor(private readonly file: string | null) {
    this.messages = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SmsMessage[]) : [];
  }

  add(to: string, body: string, via: SmsMessage['via']): SmsMessage {
    const message: SmsMessage = { id: randomUUID(), to, body, via, at: new Date().toISOString() };
    this.messages.push(message);
    if (this.file) writeFileSync(this.file, JSON.stringify(this.messages, null, 2));
    return message;
  }

  /** Newest first. */
  list(): SmsMessage[] {
    return [...this.messages].reverse();
  }
}
