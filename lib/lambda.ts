/**
 * Every Lambda function of Vouched is built the same way: Node.js 22 on
 * arm64, bundled by esbuild (the local `esbuild` package, so no Docker and
 * no network) into one minified ESM file with a source map, with the
 * options of lib/bundling.ts, and given the Powertools layer, which holds
 * what the bundles leave out besides the runtime's AWS SDK.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Architecture, LayerVersion, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { BUNDLE_EXTERNALS, LAMBDA_BUNDLE_OPTIONS, POWERTOOLS_VERSION } from './bundling';
import { applyCapabilities, applyTableGrants, type CapabilityResources } from './capabilities';
import { INVOKER_VARIABLES, capabilitiesGrantedAtCreation, type LambdaFunctionDef } from './functions';
import { acknowledge } from './nag';

/** The repository root (lib/..), so entries resolve the same from any working directory. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

/**
 * The public SSM parameter AWS keeps for each Powertools for AWS Lambda
 * (TypeScript) release: its value is the official layer's ARN in the
 * deploy's region. Named by the installed version, so the layer runs the
 * code the tests ran.
 */
export const POWERTOOLS_LAYER_PARAMETER = `/aws/service/powertools/typescript/generic/all/${POWERTOOLS_VERSION}`;

const powertoolsLayers = new WeakMap<Stack, ILayerVersion>();

/**
 * The Powertools layer, one per stack. The ARN is a CloudFormation parameter
 * of type AWS::SSM::Parameter::Value<String> (resolved when CloudFormation
 * deploys), so synth needs no AWS access.
 */
export function powertoolsLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  let layer = powertoolsLayers.get(stack);
  if (!layer) {
    const arn = StringParameter.valueForStringParameter(stack, POWERTOOLS_LAYER_PARAMETER);
    layer = LayerVersion.fromLayerVersionArn(stack, 'PowertoolsLayer', arn);
    powertoolsLayers.set(stack, layer);
  }
  return layer;
}

export interface VouchedFunctionProps {
  /** The function's row in lib/functions.ts: entry, description, timeout and capabilities. */
  definition: LambdaFunctionDef;
  /** Values of plain variables; the function gets those its invoker kind names (INVOKER_VARIABLES), resource names come with its capabilities. */
  environment: Readonly<Record<string, string>>;
  /** What the capabilities grant access to. */
  resources: CapabilityResources;
  memorySize?: number;
  /** Concurrency kept for this function alone (and its ceiling); absent: it shares the account's pool. */
  reservedConcurrency?: number;
}

/** What a construct owning functions passes on to each: the plain variables' values and the capabilities' resources. */
export type FunctionContext = Pick<VouchedFunctionProps, 'environment' | 'resources'>;

/** A function of the table, built and granted exactly its capabilities. Its construct id is the table's name. */
export class VouchedFunction extends NodejsFunction {
  /** Its row in lib/functions.ts (lib/monitoring.ts tells stream consumers by their invoker). */
  readonly definition: LambdaFunctionDef;

  constructor(scope: Construct, props: VouchedFunctionProps) {
    const { definition } = props;
    const id = definition.name;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: `${PROJECT_ROOT}${definition.entry}`,
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: `${PROJECT_ROOT}package-lock.json`,
      description: definition.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: Duration.seconds(definition.timeoutSeconds ?? 10),
      reservedConcurrentExecutions: props.reservedConcurrency,
      logGroup,
      // X-Ray on every function (issue 20 §3): an invocation's trace shows its AWS calls (the Powertools
      // Tracer's subsegments, functions/services/observability.ts) and where the time went.
      tracing: Tracing.ACTIVE,
      // Powertools (Logger, Tracer, Metrics), which the bundles leave out (lib/bundling.ts).
      layers: [powertoolsLayer(scope)],
      environment: {
        // Source maps turn minified stack traces back into our file names and lines.
        NODE_OPTIONS: '--enable-source-maps',
        ...invokerEnvironment(definition, props.environment),
      },
      // lib/bundling.ts, in NodejsFunction's terms.
      bundling: {
        format: OutputFormat.ESM,
        target: LAMBDA_BUNDLE_OPTIONS.target,
        platform: LAMBDA_BUNDLE_OPTIONS.platform,
        mainFields: [...LAMBDA_BUNDLE_OPTIONS.mainFields],
        banner: LAMBDA_BUNDLE_OPTIONS.banner.js,
        minify: LAMBDA_BUNDLE_OPTIONS.minify,
        sourceMap: true,
        // The runtime's AWS SDK v3 (docs/decisions.md, "Lambda bundles") and the layer's Powertools.
        bundleAwsSDK: false,
        externalModules: [...BUNDLE_EXTERNALS],
        ...(definition.assets?.length ? { commandHooks: assetHooks(definition.assets) } : {}),
      },
    });
    this.definition = definition;
    applyTableGrants(this, definition.table, props.resources.table);
    applyCapabilities(this, capabilitiesGrantedAtCreation(definition), props.resources);
    acknowledge(this, {
      'AwsSolutions-L1':
        'Node.js 22 is the runtime the product is built and tested for (issue 2); moving to a newer major is a deliberate upgrade, not a default.',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
        'The basic execution role only lets the function write its own CloudWatch logs; every data permission is granted explicitly.',
      'AwsSolutions-IAM5[Resource::*]':
        'Active X-Ray tracing adds xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions in IAM.',
    });
  }
}

/** The variables the function's invoker kind names, each of which must have a value. */
function invokerEnvironment(definition: LambdaFunctionDef, values: Readonly<Record<string, string>>): Record<string, string> {
  const names = INVOKER_VARIABLES[definition.invokedBy.kind];
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length) throw new Error(`${definition.name}: no value for ${missing.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, values[name]!]));
}

/**
 * Copies a function's run-time files (a WebAssembly module, fonts) beside its
 * bundle: read from disk when first needed, they stay out of the JavaScript
 * that every cold start parses. Resolved at synth from node_modules.
 */
function assetHooks(assets: NonNullable<LambdaFunctionDef['assets']>) {
  const resolve = createRequire(import.meta.url).resolve;
  const quote = (value: string) => `'${value.replace(/'/g, "'\\''")}'`;
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) =>
      assets.map((asset) => {
        const source = asset.from.startsWith('./') ? path.join(PROJECT_ROOT, asset.from) : resolve(asset.from);
        return `cp ${quote(source)} ${quote(`${outputDir}/${asset.file}`)}`;
      }),
  };
}
