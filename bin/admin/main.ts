/**
 * `npm run admin -- --email <address> [--name "<full name>"] [--remove]
 * [--local | --stage <stage> | --stack <name>] [--region <region>]`: makes (or promotes) an
 * admin, or with --remove takes the flag away, on a deployed stack or the
 * local one (target.ts). The work is functions/dev/admins.ts, which the demo
 * seed uses too. Exits 0 when the address ends as asked, whether this run
 * changed anything or not (it says which), 1 on a refusal or failure, 2 on
 * a bad command line.
 */
import { parseArgs } from 'node:util';
import { AdminCommandRefused, grantAdmin, revokeAdmin, type AdminGrantResult, type AdminRevokeResult } from '#functions/dev/admins';
import { DEFAULT_STAGE, isStageName, stackNameFor } from '#lib/stages';
import { StackUnreadable } from './stackOutputs';
import { pointAtTarget } from './target';

export const USAGE = `Usage: npm run admin -- --email <address> [--name "<full name>"] [--remove] [--local | --stage <stage> | --stack <name>] [--region <region>]

  --email    the admin's e-mail address (their sign-in)
  --name     their full name, when the account is new
  --remove   take admin away (the member stays a member)
  --local    act on the stack npm start runs (VOUCHED_PORT_OFFSET, VOUCHED_DATA_DIR as for npm start)
  --stage    the deployed stage (default ${DEFAULT_STAGE}), whose stack is ${stackNameFor('<stage>')}; read with your AWS credentials
  --stack    the deployed stack's name instead, when no stage names it
  --region   its region (default: AWS_REGION or your profile's)`;

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: Io = { out: (line) => console.log(line), err: (line) => console.error(line) };

function grantLines(result: AdminGrantResult, appUrl: string): string[] {
  const where = appUrl ? ` at ${appUrl}` : '';
  switch (result.profile) {
    case 'unchanged':
      return [`${result.email} is already an admin: nothing changed.`];
    case 'promoted':
      return [`${result.email} is now an admin (member ${result.userId}). Admin pages appear at their next sign-in${where}.`];
    case 'created': {
      const lines = [`${result.email} is now an admin: a new member (${result.userId}).`];
      if (result.password) {
        lines.push(
          `Their password, shown this once: ${result.password}`,
          `Sign in with it${where}, then choose your own through "Forgot password?".`,
        );
      } else {
        lines.push(`They sign in with their existing account${where}.`);
      }
      return lines;
    }
  }
}

function revokeLines(result: AdminRevokeResult): string[] {
  switch (result.profile) {
    case 'not_a_member':
      return [`${result.email} is no member: nothing to remove.`];
    case 'unchanged':
      return [`${result.email} is not an admin: nothing changed.`];
    case 'demoted':
      return [`${result.email} is no longer an admin (member ${result.userId} stays a member).`];
  }
}

interface Flags {
  email?: string;
  name?: string;
  remove: boolean;
  local: boolean;
  stage?: string;
  stack?: string;
  region?: string;
}

/** What is wrong with flags that each parsed, taken together; null when nothing. */
function commandLineProblem(values: Flags): string | null {
  if (!values.email) return '--email is required';
  if (values.local && (values.stage || values.stack || values.region)) return '--local and --stage/--stack/--region name different targets: give one';
  if (values.stage !== undefined && values.stack !== undefined) return '--stage and --stack both name the stack: give one';
  if (values.stage !== undefined && !isStageName(values.stage)) return `--stage ${values.stage} is no stage name (lower case, as dev or prod)`;
  if (values.remove && values.name) return '--name is for making an admin, not --remove';
  return null;
}

/** The command; resolves to its exit code. It points this process's services (process.env) at the target. */
export async function runAdminCommand(argv: readonly string[], io: Io = consoleIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        remove: { type: 'boolean', default: false },
        local: { type: 'boolean', default: false },
        stage: { type: 'string' },
        stack: { type: 'string' },
        region: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const problem = commandLineProblem(values);
  if (problem) {
    io.err(`${problem}\n\n${USAGE}`);
    return 2;
  }
  const email = values.email as string;

  try {
    const target = await pointAtTarget({ local: values.local, stage: values.stage, stack: values.stack, region: values.region });
    io.out(`Target: ${target.description}`);
    if (values.remove) revokeLines(await revokeAdmin(email)).forEach((line) => io.out(line));
    else grantLines(await grantAdmin({ email, name: values.name }), target.appUrl).forEach((line) => io.out(line));
    return 0;
  } catch (error) {
    if (error instanceof AdminCommandRefused || error instanceof StackUnreadable) {
      io.err(error.message);
    } else {
      io.err(`Failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
      if (process.env.DEBUG && error instanceof Error) io.err(error.stack ?? '');
    }
    return 1;
  }
}
