import { App } from 'aws-cdk-lib';
import { readSettings } from '../lib/settings';
import { buildThetixApp } from '../lib/thetix-app';

const app = new App();
buildThetixApp(app, readSettings(app.node));
app.synth();
