/**
 * Every Lambda function of Vouched is built the same way: Node.js 22 on
 * arm64, bundled by esbuild (the local `esbuild` package, so no Docker and
 * no network) into one minified ESM file with a source map.
 */
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** The repository root (lib/..), so entries resolve the same from any working directory. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

/**
 * ESM bundles have no `require`; some dependencies (bundled CommonJS code)
 * still call it. This banner gives the module a real one.
 */
export const ESM_REQUIRE_BANNER = "import { createRequire as __vouchedCreateRequire } from 'node:module'; const require = __vouchedCreateRequire(import.meta.url);";

export interface VouchedFunctionProps {
  /** Entry file relative to the repository root, e.g. functions/api/me/handler.ts; it exports `handler`. */
  entry: string;
  description: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
}

export class VouchedFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: VouchedFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: `${PROJECT_ROOT}${props.entry}`,
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: `${PROJECT_ROOT}package-lock.json`,
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      environment: {
        // Source maps turn minified stack traces back into our file names and lines.
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        platform: 'node',
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        // Ship the SDK versions we test against instead of the runtime's copy.
        bundleAwsSDK: true,
        externalModules: [],
      },
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22 is the runtime the product is built and tested for (issue 2); moving to a newer major is a deliberate upgrade, not a default.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'The basic execution role only lets the function write its own CloudWatch logs; every data permission is granted explicitly.',
    });
  }
}
