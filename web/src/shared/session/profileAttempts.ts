/** Profile fetch (spec access §4): 3 attempts in total, waiting 1 s × attempt number before each retry. */
export const PROFILE_ATTEMPTS = 3;
export const PROFILE_RETRY_UNIT_MS = 1000;
