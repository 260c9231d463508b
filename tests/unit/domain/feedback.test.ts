import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  FEEDBACK_MESSAGES,
  adminStatusOf,
  attachmentUploadSchema,
  countFeedback,
  feedbackInputSchema,
  matchesDeclaredType,
  sniffAttachment,
} from '#domain';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => new TextEncoder().encode(s);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('sniffAttachment: the real type from the first bytes', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['image/gif', text('GIF89a\x01\x00')],
    ['image/webp', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50)],
    ['application/pdf', text('%PDF-1.7\n')],
    ['application/msword', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0)],
    ['zip', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0)],
    ['text/plain', text('A bug report\r\n\twith tabs and ünïcode ✓\n')],
  ])('%s', (type, sample) => {
    expect(sniffAttachment(sample)).toBe(type);
  });

  it('refuses what is none of them: an executable, a NUL in text, invalid UTF-8, an empty file', () => {
    expect(sniffAttachment(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeUndefined();
    expect(sniffAttachment(text('abc\u0000def'))).toBeUndefined();
    expect(sniffAttachment(bytes(0x61, 0xc3, 0x28))).toBeUndefined();
    expect(sniffAttachment(bytes(0x61, 0xf8, 0x80))).toBeUndefined();
    expect(sniffAttachment(bytes())).toBeUndefined();
  });

  it('accepts a multi-byte character cut by the end of the sample', () => {
    expect(sniffAttachment(bytes(0x61, 0xe2, 0x9c))).toBe('text/plain');
  });

  it('an HTML page or an SVG named .png is text, not an image', () => {
    expect(matchesDeclaredType('image/png', text('<svg onload="alert(1)"></svg>'))).toBe(false);
  });
});

describe('matchesDeclaredType', () => {
  it('holds a file to the type it was uploaded as', () => {
    expect(matchesDeclaredType('application/pdf', text('%PDF-1.4'))).toBe(true);
    expect(matchesDeclaredType('application/pdf', bytes(0xff, 0xd8, 0xff))).toBe(false);
    expect(matchesDeclaredType('text/plain', text('%PDF-1.4 is text too? no'))).toBe(false);
  });
  it('a DOCX is a ZIP container', () => {
    expect(matchesDeclaredType(DOCX, bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(matchesDeclaredType(DOCX, text('plain'))).toBe(false);
  });
});

describe('the admin statuses and their counts', () => {
  it('an item with no admin status, or an unknown one, is open', () => {
    expect(adminStatusOf(undefined)).toBe('open');
    expect(adminStatusOf(null)).toBe('open');
    expect(adminStatusOf('')).toBe('open');
    expect(adminStatusOf('in-progress')).toBe('in-progress');
    expect(adminStatusOf('resolved')).toBe('resolved');
  });
  it('counts total, open, in progress and resolved', () => {
    expect(countFeedback([undefined, 'open', 'in-progress', 'resolved', 'resolved', null])).toEqual({
      total: 6,
      open: 3,
      in_progress: 1,
      resolved: 2,
    });
    expect(countFeedback([])).toEqual({ total: 0, open: 0, in_progress: 0, resolved: 0 });
  });
});

describe('the Submit Feedback form', () => {
  const valid = { feedback_type: 'bug', importance: 'high', title: 'Broken', description: 'It broke' };
  it('needs type and importance', () => {
    for (const missing of ['feedback_type', 'importance'] as const) {
      const { [missing]: _, ...rest } = valid;
      const result = feedbackInputSchema.safeParse(rest);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FEEDBACK_MESSAGES.missing);
    }
  });
  it('bounds the title at 100 and the description at 5000 characters', () => {
    expect(feedbackInputSchema.safeParse({ ...valid, title: 'x'.repeat(100) }).success).toBe(true);
    expect(feedbackInputSchema.safeParse({ ...valid, title: 'x'.repeat(101) }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ ...valid, description: 'x'.repeat(5000) }).success).toBe(true);
    expect(feedbackInputSchema.safeParse({ ...valid, description: 'x'.repeat(5001) }).success).toBe(false);
  });
  it('title and description may be empty', () => {
    expect(feedbackInputSchema.parse({ feedback_type: 'idea', importance: 'small' })).toMatchObject({ title: '', description: '' });
  });
});

describe('asking for an upload', () => {
  it('takes files up to 5 MB of the accepted types', () => {
    expect(attachmentUploadSchema.safeParse({ content_type: 'image/png', size: ATTACHMENT_MAX_BYTES }).success).toBe(true);
    const tooLarge = attachmentUploadSchema.safeParse({ content_type: 'image/png', size: ATTACHMENT_MAX_BYTES + 1 });
    expect(tooLarge.error?.issues[0]?.message).toBe(FEEDBACK_MESSAGES.fileTooLarge);
    expect(attachmentUploadSchema.safeParse({ content_type: 'image/svg+xml', size: 10 }).success).toBe(false);
    expect(attachmentUploadSchema.safeParse({ content_type: 'text/html', size: 10 }).success).toBe(false);
  });
});
