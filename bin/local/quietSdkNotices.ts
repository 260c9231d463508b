/**
 * Imported first by stack.ts, before anything loads an AWS SDK: silences two
 * notices that say nothing actionable here. cognito-local still depends on
 * aws-sdk v2 (end-of-support notice), and the project runs on Node 20
 * knowingly (the v3 SDK's notice about Node 22).
 */
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export {};
