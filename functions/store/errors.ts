/**
 * What a store write can refuse, in the store's own words. The API maps
 * these to HTTP answers; the triggers to Cognito messages. A refusal means
 * nothing was written.
 *
 * Each entity declares its own refusals beside the code that refuses, by
 * adding to StoreRefusals:
 *
 *   declare module './errors' { interface StoreRefusals { vouch_changed: true } }
 *
 * so a new refusal touches only its entity's module, and refusing or
 * checking for one that no entity declares fails the type check.
 */
// Filled by the entities' declarations (module augmentation), never here.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StoreRefusals {}
export type StoreRefusal = keyof StoreRefusals;

export class StoreRefused extends Error {
  constructor(readonly refusal: StoreRefusal) {
    super(`store refused: ${refusal}`);
    this.name = 'StoreRefused';
  }
}

export function isRefusal(error: unknown, refusal?: StoreRefusal): error is StoreRefused {
  return error instanceof StoreRefused && (!refusal || error.refusal === refusal);
}
