export * from './attributes';
export * from './scoring';
export * from './tiers';
export * from './invites';
export * from './relationships';
export * from './profile';
export * from './validation';
export * from './text';
