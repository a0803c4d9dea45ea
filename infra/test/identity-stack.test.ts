import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from '@jest/globals';
import { IdentityStack } from '../lib/identity-stack';
import { readSettings } from '../lib/settings';
import { onlyResource, synthThetix } from './synth-thetix';

const thetix = synthThetix();
const template = thetix.template('identity');
afterAll(thetix.dispose);

let scratch = 0;
function identityWithGoogle(context: Record<string, string> = {}): Template {
  const app = new App({
    outdir: join(thetix.scratchDirectory, `with-google-${++scratch}`),
    context: {
      'thetix:stage': 'test',
      'thetix:googleClientId': 'google-client-id.apps.googleusercontent.com',
      'thetix:googleClientSecretName': 'thetix/google-oauth',
      'thetix:oauthCallbackUrls': 'https://thetix.example/auth/callback',
      ...context,
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
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
    });
  });

  it("maps Google's e-mail and name onto the user's attributes", () => {
    // Act
    const provider = onlyResource(identityWithGoogle(), 'AWS::Cognito::UserPoolIdentityProvider');

    // Assess
    expect(provider.properties.AttributeMapping).toMatchObject({
      email: 'email',
      email_verified: 'email_verified',
      name: 'name',
      given_name: 'given_name',
      family_name: 'family_name',
    });
    expect(provider.properties.ProviderDetails).toMatchObject({ authorize_scopes: 'openid email profile' });
  });

  it('reads the Google client id from SSM when it is given as ssm:<parameter>', () => {
    // Act
    const withGoogle = identityWithGoogle({ 'thetix:googleClientId': 'ssm:/thetix/test/google-client-id' });
    const provider = onlyResource(withGoogle, 'AWS::Cognito::UserPoolIdentityProvider');
    const parameters = withGoogle.toJSON().Parameters as Record<string, { Default?: string; Type: string }>;

    // Assess
    const clientIdRef = (provider.properties.ProviderDetails as { client_id: { Ref: string } }).client_id.Ref;
    expect(parameters[clientIdRef]).toMatchObject({
      Type: 'AWS::SSM::Parameter::Value<String>',
      Default: '/thetix/test/google-client-id',
    });
  });

  it('still synthesises without Google and names the settings to set, with the secret it would read', () => {
    // Act
    const warnings = Annotations.fromStack(thetix.stacks.identity).findWarning(
      '*',
      Match.stringLikeRegexp('Google sign-in is off'),
    );

    // Assess
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]!.entry.data)).toContain('thetix:googleClientId');
    expect(String(warnings[0]!.entry.data)).toContain('Secrets Manager secret "thetix/google-oauth"');
    expect(thetix.stacks.identity.googleSignIn).toBe(false);
  });
});
