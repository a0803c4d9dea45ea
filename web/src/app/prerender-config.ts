import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';

/**
 * The build knows no stage: the prerender uses a neutral configuration, and the client hydrates with it before it
 * switches to the stage's own (the footer's address, the simulated-data badge). A Ghost blog is never prerendered:
 * the shipped Markdown posts are what a stage without a Ghost site shows.
 */
export const prerenderConfig: RuntimeConfig = {
  stage: 'prerender',
  region: 'us-east-1',
  userPoolId: 'prerender',
  userPoolClientId: 'prerender',
  marketData: 'live',
  supportEmail: 'support@thetix.app',
};
