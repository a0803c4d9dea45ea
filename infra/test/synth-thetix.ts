import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readSettings } from '../lib/settings';
import { buildThetixApp, type ThetixStacks } from '../lib/thetix-app';

export const testStage = 'test';

/** cdk.json is read by the CLI, not by `new App()`, so the tests name the context they rely on. */
const baseContext = {
  'thetix:stage': testStage,
  'thetix:googleClientId': '',
  'thetix:googleClientSecretName': 'thetix/google-oauth',
  'thetix:domainName': '',
  // Assertions look at templates, not bundles: skip esbuild and the copying of assets into the output folder.
  'aws:cdk:bundling-stacks': [],
  'aws:cdk:disable-asset-staging': true,
};

/** A stand-in for `web/dist`, so the tests do not depend on whether the SPA was built. */
function createWebBuild(root: string): string {
  const directory = join(root, 'web-dist');
  mkdirSync(directory);
  writeFileSync(join(directory, 'index.html'), '<!doctype html><title>Thetix</title>');
  return directory;
}

export interface SynthOptions {
  readonly context?: Record<string, unknown>;
  readonly webDistDir?: string;
}

/**
 * Builds the whole app once; each test file calls this at module level, reads the templates it needs and calls
 * `dispose` after all its tests to remove the cloud assembly and the stand-in web build.
 */
export function synthThetix(options: SynthOptions = {}) {
  const root = mkdtempSync(join(tmpdir(), 'thetix-infra-test-'));
  const app = new App({ outdir: join(root, 'cdk.out'), context: { ...baseContext, ...options.context } });
  const settings = readSettings(app.node, { webDistDir: options.webDistDir ?? createWebBuild(root) });
  const stacks = buildThetixApp(app, settings);
  const template = (name: keyof ThetixStacks) => Template.fromStack(stacks[name]);
  const dispose = () => rmSync(root, { recursive: true, force: true });
  return { app, settings, stacks, template, dispose, scratchDirectory: root };
}

/** The one resource of `type` matching `properties`, by logical id; fails when there are none or several. */
export function onlyResource(template: Template, type: string, properties: Record<string, unknown> = {}) {
  const matches = Object.entries(template.findResources(type, { Properties: properties }));
  if (matches.length !== 1) {
    throw new Error(`Expected one ${type} matching ${JSON.stringify(properties)}, found ${matches.length}`);
  }
  const [logicalId, resource] = matches[0] as [string, { Properties: Record<string, unknown> }];
  return { logicalId, properties: resource.Properties };
}

/** The logical id of the Lambda built from `functions/src/<entry>` (ThetixFunction sets it as the description). */
export function functionLogicalId(template: Template, entry: string): string {
  return onlyResource(template, 'AWS::Lambda::Function', { Description: `functions/src/${entry}` }).logicalId;
}
