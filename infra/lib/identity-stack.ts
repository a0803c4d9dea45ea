import { Annotations, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import type { UserPoolClient, UserPoolDomain } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  FeaturePlan,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
} from 'aws-cdk-lib/aws-cognito';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { acknowledgeNag } from './nag';
import type { ThetixSettings } from './settings';

export interface IdentityStackProps extends StackProps {
  readonly settings: ThetixSettings;
}

/**
 * The Cognito user pool. Thetix is invite-only, so only administrators create users; Google sign-in is added when a
 * client id is configured, and the invite check for federated users is the API's job (GET /auth/callback applies the
 * same check as a password user's first GET /api/profile, functions/src/auth/federated-sign-in.ts).
 */
export class IdentityStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly userPoolDomain: UserPoolDomain;
  /** The `iss` claim of the pool's tokens, checked by API Gateway's authorizer and by the handlers. */
  readonly issuer: string;
  /** Whether Google is an identity provider of the web client (`thetix:googleClientId` set). */
  readonly googleSignIn: boolean;

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `thetix-${settings.stage}`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Cognito's own default, written out so the template states it.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      featurePlan: FeaturePlan.LITE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.issuer = `https://${this.userPool.userPoolProviderUrl}`;
    acknowledgeNag(
      this.userPool,
      'COG2',
      'MFA is not in the product spec: accounts are invite-only and Google accounts bring their own second factor; ' +
        'adding a second factor for password users changes the sign-in flows and is a product decision.',
    );
    acknowledgeNag(
      this.userPool,
      'COG8',
      "The Lite plan is deliberate (cost per active user); self sign-up is off, so the Plus plan's threat protection " +
        "would guard only invited accounts, which the API's own checks and WAF rate limits already cover.",
    );

    const identityProviders = [UserPoolClientIdentityProvider.COGNITO];
    // The client id is public (Google shows it in every consent URL) and may sit in cdk.json or in an SSM parameter
    // (`ssm:<name>`); the secret is read by CloudFormation from Secrets Manager and never appears in a template.
    const googleClientId = settings.googleClientId.startsWith('ssm:')
      ? StringParameter.valueForStringParameter(this, settings.googleClientId.slice('ssm:'.length))
      : settings.googleClientId;
    const google = settings.googleClientId
      ? new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: googleClientId,
          clientSecretValue: SecretValue.secretsManager(settings.googleClientSecretName),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            fullname: ProviderAttribute.GOOGLE_NAME,
            givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        })
      : undefined;
    this.googleSignIn = google !== undefined;
    if (google) identityProviders.push(UserPoolClientIdentityProvider.GOOGLE);
    else
      Annotations.of(this).addWarningV2(
        'thetix:identity:googleOff',
        `Google sign-in is off: set context thetix:googleClientId (the OAuth client id, or ssm:<parameter name>) and ` +
          `store the client secret as the Secrets Manager secret "${settings.googleClientSecretName}" ` +
          '(thetix:googleClientSecretName). /auth/google answers /login?error=google_unavailable until then.',
      );

    this.userPoolDomain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: settings.authDomainPrefix },
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `thetix-${settings.stage}-web`,
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      supportedIdentityProviders: identityProviders,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [...settings.oauthCallbackUrls],
        logoutUrls: [...settings.oauthLogoutUrls],
      },
    });
    // The client names GOOGLE as a provider, which CloudFormation rejects until the provider exists.
    if (google) this.userPoolClient.node.addDependency(google);
  }
}
