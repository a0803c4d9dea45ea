import { RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
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
import type { Construct } from 'constructs';
import type { ThetixSettings } from './settings';

export interface IdentityStackProps extends StackProps {
  readonly settings: ThetixSettings;
}

/**
 * The Cognito user pool. Thetix is invite-only, so only administrators create users; Google sign-in is added when a
 * client id is configured, and the invite check for federated users is the API's job (its e-mail lookup).
 */
export class IdentityStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly userPoolDomain: UserPoolDomain;
  /** The `iss` claim of the pool's tokens, checked by API Gateway's authorizer and by the handlers. */
  readonly issuer: string;

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
      featurePlan: FeaturePlan.LITE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.issuer = `https://${this.userPool.userPoolProviderUrl}`;

    const identityProviders = [UserPoolClientIdentityProvider.COGNITO];
    const google = settings.googleClientId
      ? new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: settings.googleClientId,
          clientSecretValue: SecretValue.secretsManager(settings.googleClientSecretName),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        })
      : undefined;
    if (google) identityProviders.push(UserPoolClientIdentityProvider.GOOGLE);

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
