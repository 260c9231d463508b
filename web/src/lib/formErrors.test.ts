import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { describeApiError, fieldErrorsOf } from './formErrors';

const refused = new ApiError(400, 'bad_request', 'Invalid input', { phone: 'Please enter a valid phone number', birth_date: 'Too young' });
const network = new ApiError(0, 'network', 'Could not reach the server.');

describe('fieldErrorsOf', () => {
  it("gives the API's field messages, and none for other failures", () => {
    expect(fieldErrorsOf(refused)).toEqual({ phone: 'Please enter a valid phone number', birth_date: 'Too young' });
    expect(fieldErrorsOf(network)).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });

  it('puts a conflict without fields on the named field', () => {
    const taken = new ApiError(409, 'conflict', 'This username is taken.');
    expect(fieldErrorsOf(taken, { conflictField: 'username' })).toEqual({ username: 'This username is taken.' });
    expect(fieldErrorsOf(taken)).toEqual({});
  });
});

describe('describeApiError', () => {
  it("falls back to the form's words, titled Error", () => {
    expect(describeApiError(new Error('boom'), { fallback: 'Failed to update profile' })).toEqual({
      type: 'error',
      title: 'Error',
      description: 'Failed to update profile',
    });
  });

  it("uses a field's message under its own title when the API gave one", () => {
    const age = { name: 'birth_date', title: 'Age Requirement' };
    expect(describeApiError(refused, { fallback: 'x', field: age })).toMatchObject({ title: 'Age Requirement', description: 'Too young' });
    expect(describeApiError(network, { fallback: 'x', field: age })).toMatchObject({ title: 'Error', description: 'x' });
  });

  it('picks the toast of a particular error code, or of an unreachable server', () => {
    const options = {
      fallback: 'Failed',
      title: 'Invalid Invite Code',
      when: { invite_limit: { title: 'Invite Limit Reached', description: 'max 10' }, unreachable: { title: 'Error', description: 'down' } },
    };
    expect(describeApiError(new ApiError(409, 'invite_limit', 'limit'), options)).toMatchObject({
      title: 'Invite Limit Reached',
      description: 'max 10',
    });
    expect(describeApiError(network, options)).toMatchObject({ title: 'Error', description: 'down' });
    expect(describeApiError(new ApiError(503, 'internal', 'oops'), options)).toMatchObject({ description: 'down' });
    expect(describeApiError(new ApiError(429, 'rate_limited', 'slow down'), options)).toMatchObject({ description: 'down' });
    expect(describeApiError(new ApiError(404, 'not_found', 'no'), options)).toMatchObject({ title: 'Invalid Invite Code', description: 'Failed' });
  });

  it("shows the server's message for a refusal only when asked, never for its own failures", () => {
    expect(describeApiError(refused, { fallback: 'F', serverMessage: true }).description).toBe('Invalid input');
    expect(describeApiError(refused, { fallback: 'F' }).description).toBe('F');
    expect(describeApiError(new ApiError(500, 'internal', 'stack trace'), { fallback: 'F', serverMessage: true }).description).toBe('F');
    expect(describeApiError(network, { fallback: 'F', serverMessage: true }).description).toBe('F');
  });
});
