/**
 * `npm run admin`: makes the first admin of a deployment (or any admin), or
 * takes admin away; see bin/admin/main.ts for the flags and README
 * "Deploying to AWS" for when to run it.
 */
import './local/quietSdkNotices';
import { runAdminCommand } from './admin/main';

process.exitCode = await runAdminCommand(process.argv.slice(2));
