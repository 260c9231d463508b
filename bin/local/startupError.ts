/**
 * A start-up failure the developer can fix. The CLI prints only its message:
 * one line saying what is wrong and what to do, no stack trace.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
