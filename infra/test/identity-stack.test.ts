import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from '@jest/globals';
import { IdentityStack } from '../lib/identity-stack';
import { readSettings } from '../lib/settings';
import { onlyResource, synthThetix } from './synth-thetix';

const thetix = synthThetix();
const template = thetix.template('identity');
afterAll(thetix.dispose);

function identityWithGoogle(): Template {
  const app = new App({
    outdir: join(thetix.scratchDirectory, 'with-google'),
    context: {
      'thetix:stage': 'test',
      'thetix:googleClientId': 'google-client-id.apps.googleusercontent.com',
      'thetix:googleClientSecretName': 'thetix/google-oauth',
      'thetix:oauthCallbackUrls': 'https://thetix.example/auth/callback',
    },
  });
  return Template.fromStack(new IdentityStack(app, 'identity', { settings: readSettings(app.node) }));
}

describe('identity stack', () => {
  it('lets only administrators create users, who sign in with their e-mail', () => {
    // Act
    const pool = onlyResource(template, 'AWS::Cognito::UserPool');

    // Assess
    expect(pool.properties.AdminCreateUserConfig).toEqual({ AllowAdminCreateUserOnly: true });
    expect(pool.properties.UsernameAttributes).toEqual(['email']);
    expect(pool.properties.DeletionProtection).toBe('ACTIVE');
  });

  it('gives the web client password, SRP and refresh flows without a secret', () => {
    // Act
    const client = onlyResource(template, 'AWS::Cognito::UserPoolClient');

    // Assess
    expect(client.properties.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(client.properties.GenerateSecret).toBe(false);
    expect(client.properties.AllowedOAuthFlows).toEqual(['code']);
  });

  it('has a hosted-UI domain and no Google provider when no Google client id is configured', () => {
    // Act
    const domain = onlyResource(template, 'AWS::Cognito::UserPoolDomain');

    // Assess
    expect(domain.properties.Domain).toBe('thetix-test');
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO'],
    });
  });

  it('adds Google with its secret from Secrets Manager when a client id is configured', () => {
    // Act
    const withGoogle = identityWithGoogle();

    // Assess
    withGoogle.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: 'google-client-id.apps.googleusercontent.com',
        client_secret: '{{resolve:secretsmanager:thetix/google-oauth:SecretString:::}}',
      }),
    });
    withGoogle.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      CallbackURLs: ['https://thetix.example/auth/callback'],
    });
  });
});
