import { CLIENT_ERROR_LOG_MESSAGE, clientErrorMessage } from '#domain/clientErrors';
import type { Operation } from '../operation';

/** One structured log line per report, the message masked once more (the browser's own masking is not trusted). */
export const reportClientError: Operation<'reportClientError'> = ({ body, log }) => {
  log.warn(CLIENT_ERROR_LOG_MESSAGE, {
    clientError: { kind: body.kind, route: body.route, name: body.name, message: clientErrorMessage(body.message), build: body.build },
  });
  return Promise.resolve({ reported: true as const });
};
