/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`; see README "Deploying to
 * AWS" for the context values it reads).
 */
import { buildApp } from '#lib/app';

buildApp().app.synth();
