/**
 * Request My Data (issue 10 §6, spec §4): one pending request at a time
 * (also when requests arrive together), the user_handle and the fixed
 * reason, and the data_access_request notification written with it. The
 * export answers a request within a second (dataExport.test.ts), so "a
 * second request while one is pending" is tested with requests that arrive
 * together.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_REQUEST_REASON, DATA_REQUEST_TEXTS, dataAccessRequestNotification } from '#domain/dataRequests';
import { listDataRequests } from '#store/dataRequests';
import { signUpCompleteMember, signUpMember, useStackEnv } from '#test-support/backendHelpers';
import { call, callOk } from '#test-support/apiClient';

beforeAll(() => {
  useStackEnv();
});

describe('requesting one\u2019s data', () => {
  it('records a pending request named by the username, with the fixed reason and its notification', async () => {
    const member = await signUpCompleteMember('Dana Data');
    const made = await call('requestMyData', { token: member.token });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ user_handle: member.username, request_reason: DATA_REQUEST_REASON, status: 'pending' });

    expect(await listDataRequests(member.userId)).toHaveLength(1);

    // The notification says what happens now (the export, dataExport.test.ts), not the spec's 30 days.
    const received = dataAccessRequestNotification();
    const notifications = (await callOk('listNotifications', { token: member.token })).notifications.filter((n) => n.title === received.title);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ type: 'data_access_request', message: received.message });
  });

  it('keeps one pending request when several arrive at once, with one notification', async () => {
    const member = await signUpMember({ prefix: 'datarace' });
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('requestMyData', { token: member.token })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.error?.message).toBe(DATA_REQUEST_TEXTS.alreadySubmitted);
    expect(await listDataRequests(member.userId)).toHaveLength(1);
    const received = dataAccessRequestNotification().title;
    const notifications = (await callOk('listNotifications', { token: member.token })).notifications.filter((n) => n.title === received);
    expect(notifications).toHaveLength(1);
    // A member without a chosen name is still named: the handle is their (generated) username.
    expect((await listDataRequests(member.userId))[0]?.user_handle).toBe(member.username);
  });
});
