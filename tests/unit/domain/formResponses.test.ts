/** The Google Form delivery's shape and bounds, the search text, and the webhook's signature check. */
import { describe, expect, it } from 'vitest';
import { FORM_CUSTOM_FIELDS_MAX, FORM_TEXT_MAX, customValueText, formDeliverySchema, formSearchText } from '#domain/formResponses';
import { deliveryKey, formSignature, isValidFormSignature } from '#api/formResponses/signature';

const delivery = {
  timestamp: '2026-11-23T10:00:00.000Z',
  name: 'Ann',
  email: 'ann@example.test',
  feedback_text: 'Nice',
  custom_fields: { Rating: '5', Tried: ['A', 'B'] },
};

describe('formDeliverySchema', () => {
  it('takes the spec fields and defaults the missing text fields to empty', () => {
    expect(formDeliverySchema.parse(delivery)).toEqual(delivery);
    expect(formDeliverySchema.parse({ timestamp: '2026-11-23T10:00:00+02:00' })).toEqual({
      timestamp: '2026-11-23T10:00:00+02:00',
      name: '',
      email: '',
      feedback_text: '',
      custom_fields: {},
    });
  });

  it('refuses a missing or malformed timestamp, over-long text, too many custom fields and nested answers', () => {
    expect(formDeliverySchema.safeParse({ ...delivery, timestamp: undefined }).success).toBe(false);
    expect(formDeliverySchema.safeParse({ ...delivery, timestamp: 'yesterday' }).success).toBe(false);
    expect(formDeliverySchema.safeParse({ ...delivery, feedback_text: 'x'.repeat(FORM_TEXT_MAX + 1) }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: FORM_CUSTOM_FIELDS_MAX + 1 }, (_, i) => [`Q${i}`, 'a']));
    expect(formDeliverySchema.safeParse({ ...delivery, custom_fields: many }).success).toBe(false);
    expect(formDeliverySchema.safeParse({ ...delivery, custom_fields: { Grid: [['a']] } }).success).toBe(false);
    expect(formDeliverySchema.safeParse({ ...delivery, custom_fields: { '': 'a' } }).success).toBe(false);
  });
});

describe('formSearchText and customValueText', () => {
  it('searches name, e-mail and text lower-cased; joins a checkbox answer with commas', () => {
    expect(formSearchText({ name: 'Ann B', email: 'Ann@Example.test', feedback_text: 'GREAT' })).toBe('ann b\nann@example.test\ngreat');
    expect(customValueText(['A', 'B'])).toBe('A, B');
    expect(customValueText('5')).toBe('5');
  });
});

describe('the webhook signature', () => {
  const body = JSON.stringify(delivery);
  it('accepts the HMAC-SHA256 of the exact body, in either case of hex', () => {
    const signature = formSignature('secret', body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isValidFormSignature('secret', body, signature)).toBe(true);
    expect(isValidFormSignature('secret', body, signature.replace(/[a-f]/g, (c) => c.toUpperCase()).replace('SHA256', 'sha256'))).toBe(true);
  });

  it('refuses another secret, another body, a missing, short or long header', () => {
    const signature = formSignature('secret', body);
    expect(isValidFormSignature('other', body, signature)).toBe(false);
    expect(isValidFormSignature('secret', `${body} `, signature)).toBe(false);
    expect(isValidFormSignature('secret', body, undefined)).toBe(false);
    expect(isValidFormSignature('secret', body, signature.slice(0, -1))).toBe(false);
    expect(isValidFormSignature('secret', body, `${signature}0`)).toBe(false);
    expect(isValidFormSignature('secret', body, signature.slice(7))).toBe(false);
  });

  it('keys a delivery by the SHA-256 of its bytes: the same bytes, the same key', () => {
    expect(deliveryKey(body)).toBe(deliveryKey(body));
    expect(deliveryKey(body)).not.toBe(deliveryKey(`${body} `));
  });
});
