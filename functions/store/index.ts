/** The single-table store: the only code that knows the key layout. */
export * from './errors';
export * from './items';
export * from './profiles';
export * from './scores';
export * from './invites';
export * from './vouches';
export * from './waitingList';
export * from './rateLimits';
