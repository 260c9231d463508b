/**
 * The local stand-ins trust anyone: cognito-local signs tokens with a key
 * published in its package, s3rver and the mailbox take any credentials. So
 * every socket the stack listens on must be bound to a loopback address,
 * never to an interface another machine on the network can reach. Read from
 * the kernel's own socket tables (Linux /proc/net/tcp and tcp6).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORT_PURPOSE, type PortLayout } from '#local/ports';
import { testStack } from '#test-support/stack';

interface ListeningSocket {
  address: string;
  port: number;
  inode: string;
}

/** TCP_LISTEN in the kernel's socket tables. */
const LISTEN_STATE = '0A';

/** An address as /proc/net writes it: each 32-bit word in hex, in the host's (little-endian) byte order. */
function addressBytes(hex: string): number[] {
  const bytes: number[] = [];
  for (let word = 0; word < hex.length; word += 8) {
    const wordBytes = [0, 2, 4, 6].map((at) => parseInt(hex.slice(word + at, word + at + 2), 16));
    bytes.push(...wordBytes.reverse());
  }
  return bytes;
}

function addressText(bytes: number[]): string {
  if (bytes.length === 4) return bytes.join('.');
  const groups = [];
  for (let at = 0; at < 16; at += 2) groups.push((((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0)).toString(16));
  return groups.join(':');
}

/** 127.0.0.0/8, ::1, or 127.0.0.0/8 mapped into IPv6 (::ffff:127.x.y.z). */
function isLoopback(bytes: number[]): boolean {
  if (bytes.length === 4) return bytes[0] === 127;
  const leadingZero = bytes.slice(0, 10).every((b) => b === 0);
  const isV6Loopback = leadingZero && bytes.slice(10, 15).every((b) => b === 0) && bytes[15] === 1;
  const isMappedV4Loopback = leadingZero && bytes[10] === 0xff && bytes[11] === 0xff && bytes[12] === 127;
  return isV6Loopback || isMappedV4Loopback;
}

function listeningSockets(): (ListeningSocket & { loopback: boolean })[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === LISTEN_STATE)
      .map((fields) => {
        const [addressHex = '', portHex = ''] = (fields[1] ?? '').split(':');
        const bytes = addressBytes(addressHex);
        return { address: addressText(bytes), port: parseInt(portHex, 16), inode: fields[9] ?? '', loopback: isLoopback(bytes) };
      }),
  );
}

/** The socket inodes a process holds open (its /proc/<pid>/fd links read `socket:[inode]`). */
function socketInodesOf(pid: number): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.add(match[1]);
    } catch {
      // The descriptor closed between the listing and the read.
    }
  }
  return inodes;
}

describe.skipIf(process.platform !== 'linux')('every port of the local stack listens on loopback only', () => {
  const stack = testStack();
  // The web server runs only for the browser tests; every other port always listens.
  const expected = (Object.entries(stack.ports) as [keyof PortLayout, number][]).filter(([name]) => name !== 'web' || stack.webServed);

  it.each(expected)('%s (port %i)', (name, port) => {
    const sockets = listeningSockets().filter((socket) => socket.port === port);
    expect(sockets.length, `nothing listens on ${port} (${PORT_PURPOSE[name]})`).toBeGreaterThan(0);
    expect(sockets.filter((socket) => !socket.loopback).map((socket) => socket.address)).toEqual([]);
  });

  it('the runtime itself listens on nothing else beyond loopback (s3rver behind its front, for one)', () => {
    const sockets = listeningSockets();
    const apiInodes = new Set(sockets.filter((socket) => socket.port === stack.ports.api).map((socket) => socket.inode));
    // The stack runs in the test runner's main process: this worker's parent (or this process, with threads).
    const runtime = [process.ppid, process.pid].find((pid) => [...socketInodesOf(pid)].some((inode) => apiInodes.has(inode)));
    if (runtime === undefined) throw new Error('found no process holding the API port');
    const held = socketInodesOf(runtime);
    const ownListeners = sockets.filter((socket) => held.has(socket.inode));
    // Every service port of the layout but DynamoDB (its own Java process), at least.
    expect(ownListeners.length).toBeGreaterThanOrEqual(expected.length - 1);
    expect(ownListeners.filter((socket) => !socket.loopback).map((socket) => `${socket.address}:${socket.port}`)).toEqual([]);
  });
});
