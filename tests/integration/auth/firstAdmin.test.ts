/**
 * The first admin (issue 20 §1): `npm run admin` against the local stack.
 * The operator's command line is spawned once with --local (the stack found
 * as npm start's: its port offset and data dir); the later runs call its
 * main function in this process, which carries the stack's environment.
 * Sign-up alone can never make this member (no invite exists to redeem), and
 * the admin routes hold for exactly as long as the flag does.
 */
import { spawn } from 'node:child_process';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../../bin/admin/main';
import { BASE_PORTS } from '#local/ports';
import { PROJECT_ROOT } from '#local/functionRegistry';
import { getProfile } from '#store/profiles';
import { call, callOk } from '#test-support/apiClient';
import { signUpMember } from '#test-support/backendHelpers';
import { cognito, signIn, TEST_PASSWORD, uniqueEmail, useStackEnv } from '#test-support/stack';

interface Run {
  code: number | null;
  text: string;
}

/** `npm run admin -- <argv>` as the operator runs it, in a process of its own. */
function spawnCommand(argv: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'bin/admin.ts'), ...argv], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, text }));
  });
}

/** The same command, its main function called here. */
async function runHere(...argv: string[]): Promise<Run> {
  const lines: string[] = [];
  const code = await runAdminCommand(argv, { out: (line) => lines.push(line), err: (line) => lines.push(line) });
  return { code, text: lines.join('\n') };
}

const adminRouteStatus = async (token: string) => (await call('listWaitingList', { token })).status;

describe('npm run admin', () => {
  it('makes a new admin from nothing, changes nothing when run again, and takes admin away', async () => {
    const stack = useStackEnv();
    const email = uniqueEmail('ops');

    const made = await spawnCommand(['--local', '--email', email, '--name', 'Ops Admin'], {
      VOUCHED_PORT_OFFSET: String(stack.ports.cognito - BASE_PORTS.cognito),
      VOUCHED_DATA_DIR: stack.dataDir,
    });
    expect(made.text).toContain(`Target: the local stack (${stack.dataDir}, Cognito ${stack.cognitoUrl})`);
    expect(made.text).toContain(`${email} is now an admin: a new member`);
    expect(made.code).toBe(0);
    const password = /shown this once: (\S+)/.exec(made.text)?.[1];
    expect(password).toBeDefined();

    const { idToken } = await signIn(email, password!);
    const me = await callOk('getMe', { token: idToken });
    expect(me).toMatchObject({ email, full_name: 'Ops Admin', is_super_admin: true, email_verified: true });
    // Written as sign-up writes a member: a username made from the e-mail, chosen (not system-made).
    expect(me.username).toMatch(/^ops-/);
    expect(await adminRouteStatus(idToken)).toBe(200);
    const member = await signUpMember();
    expect(await adminRouteStatus(member.token)).toBe(403);

    const before = await getProfile(me.id);
    const again = await runHere('--email', email.toUpperCase());
    expect(again).toEqual({ code: 0, text: expect.stringContaining(`${email} is already an admin: nothing changed.`) as string });
    expect(await getProfile(me.id)).toEqual(before);

    const removed = await runHere('--email', email, '--remove');
    expect(removed).toEqual({ code: 0, text: expect.stringContaining(`${email} is no longer an admin`) as string });
    // The API reads the flag from the profile on every admin call: the same token is refused at once.
    expect(await adminRouteStatus(idToken)).toBe(403);
    expect((await callOk('getMe', { token: idToken })).is_super_admin).toBe(false);
    expect((await runHere('--email', email, '--remove')).text).toContain(`${email} is not an admin: nothing changed.`);
  });

  it('promotes an existing member without touching their account', async () => {
    useStackEnv();
    const member = await signUpMember({ prefix: 'promoted' });
    expect(await adminRouteStatus(member.token)).toBe(403);

    const promoted = await runHere('--email', member.email);
    expect(promoted).toEqual({ code: 0, text: expect.stringContaining(`${member.email} is now an admin (member ${member.userId})`) as string });
    expect(promoted.text).not.toContain('password');
    expect(await adminRouteStatus(member.token)).toBe(200);

    expect((await runHere('--email', member.email, '--remove')).code).toBe(0);
    expect(await adminRouteStatus(member.token)).toBe(403);
  });

  it('makes a member of a Cognito account that has none, keeping its password', async () => {
    const stack = useStackEnv();
    const email = uniqueEmail('account');
    const client = cognito();
    try {
      // An account without a profile (made by hand in the console, say): no invite, so sign-up never made it a member.
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: stack.userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
      await client.send(new AdminSetUserPasswordCommand({ UserPoolId: stack.userPoolId, Username: email, Password: TEST_PASSWORD, Permanent: true }));
    } finally {
      client.destroy();
    }

    const made = await runHere('--email', email);
    expect(made.code).toBe(0);
    expect(made.text).toContain(`${email} is now an admin: a new member`);
    expect(made.text).toContain('They sign in with their existing account');
    expect(made.text).not.toContain('password');
    const { idToken } = await signIn(email, TEST_PASSWORD);
    expect(await adminRouteStatus(idToken)).toBe(200);
  });

  it('says when the address is no member to remove', async () => {
    useStackEnv();
    expect(await runHere('--email', uniqueEmail('nobody'), '--remove')).toEqual({
      code: 0,
      text: expect.stringMatching(/is no member: nothing to remove\.$/) as string,
    });
  });
});
