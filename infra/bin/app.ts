import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readSettings } from '../lib/settings';
import { buildThetixApp } from '../lib/thetix-app';

const app = new App();
buildThetixApp(app, readSettings(app.node));
// Every stack against the AwsSolutions pack: a finding without an acknowledgement (infra/lib/nag.ts) fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
