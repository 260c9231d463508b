/**
 * The local Lambda-invoke endpoint: `POST /2015-03-31/functions/NAME/invocations`,
 * the Lambda Invoke API that cognito-local calls for its triggers. It runs
 * the real handler module and answers as Lambda does, including a thrown
 * error as `X-Amz-Function-Error: Unhandled` with `errorMessage`, which
 * cognito-local turns into Cognito's "PreSignUp failed with error …".
 */
import http from 'node:http';
import { functionNamed } from '#lib/functions';
import type { LocalFunctions } from './functionRegistry';
import { listen, readBody, sendJson, type RunningServer } from './http';

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

export interface InvokeLog {
  (functionName: string, error: unknown): void;
}

export function startLambdaInvoke(port: number, functions: LocalFunctions, onError: InvokeLog): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const match = req.method === 'POST' ? INVOKE_PATH.exec(req.url?.split('?')[0] ?? '') : null;
      // Cognito may send a full ARN; the function name is its last segment.
      const functionName = match
        ? (decodeURIComponent(match[1] ?? '')
            .split(':')
            .pop() ?? '')
        : '';
      const fn = match ? functionNamed(functionName) : undefined;
      if (!fn) {
        res.setHeader('x-amzn-errortype', 'ResourceNotFoundException');
        sendJson(res, 404, { Type: 'User', message: `Function not found: ${functionName || req.url}` });
        return;
      }
      const raw = (await readBody(req)).toString('utf8');
      try {
        const result = await functions.invoke(fn, raw ? JSON.parse(raw) : {});
        sendJson(res, 200, result ?? null);
      } catch (error) {
        onError(functionName, error);
        const err = error instanceof Error ? error : new Error(String(error));
        res.setHeader('x-amz-function-error', 'Unhandled');
        sendJson(res, 200, { errorType: err.name, errorMessage: err.message, trace: [] });
      }
    })();
  });
  return listen(server, port);
}
