/**
 * The synth a test file asserts on, taken before its tests run: the run's
 * shared synth of one configuration (./synth.ts) and its template wrapped
 * for aws-cdk-lib/assertions.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll } from 'vitest';
import { synthesize, templateOf, type Synthesized } from './synth';

export interface SynthFixture {
  readonly synth: Synthesized;
  readonly assertions: Template;
}

/** Registers a beforeAll that synthesizes the configuration; read the fixture inside tests. */
export function synthesizedBeforeAll(context: Record<string, unknown>): SynthFixture {
  let ready: SynthFixture | undefined;
  beforeAll(async () => {
    const synth = await synthesize(context);
    ready = { synth, assertions: templateOf(synth) };
  });
  const get = (): SynthFixture => {
    if (!ready) throw new Error('the synth fixture is read before its beforeAll ran');
    return ready;
  };
  return {
    get synth() {
      return get().synth;
    },
    get assertions() {
      return get().assertions;
    },
  };
}
