/**
 * Checks what the local stack needs from the machine before anything starts,
 * so a missing Java or a busy port is one clear line instead of a stack trace
 * from deep inside a child process.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { PORT_PURPOSE, type PortLayout } from './ports';
import { StartupError } from './startupError';

const MIN_JAVA_MAJOR = 17;

export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) {
    throw new StartupError(
      `Java ${MIN_JAVA_MAJOR}+ is needed for DynamoDB Local but 'java' was not found: install it (Debian: apt-get install -y openjdk-17-jre-headless) and try again.`,
    );
  }
  // `java -version` writes e.g. 'openjdk version "17.0.15"' (or "1.8.0_x" for Java 8) to stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : NaN;
  if (Number.isFinite(major) && major < MIN_JAVA_MAJOR) {
    throw new StartupError(`DynamoDB Local needs Java ${MIN_JAVA_MAJOR}+, found Java ${major}: install a newer JRE and try again.`);
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    // Probe on all interfaces although the stack binds 127.0.0.1 alone: a holder on any address counts,
    // ::1 above all, which would take the connections of a client whose localhost resolves to ::1 first.
    probe.listen(port);
  });
}

export async function checkPortsFree(ports: Partial<PortLayout>, hint: string): Promise<void> {
  for (const [name, port] of Object.entries(ports) as [keyof PortLayout, number][]) {
    if (!(await isPortFree(port))) {
      // A Java left over from a run that was killed outright is the usual holder of the DynamoDB port.
      const leftover = name === 'dynamodb' ? ` A DynamoDB Local left from an earlier run shows in 'ps aux | grep DynamoDBLocal'.` : '';
      throw new StartupError(
        `Port ${port} (${PORT_PURPOSE[name]}) is already in use: ${hint} (see what holds it with 'lsof -i :${port}').${leftover}`,
      );
    }
  }
}
