/** The off-platform vouch: what other features may use. */
export { OffPlatformVouchButton } from './OffPlatformVouchButton';
