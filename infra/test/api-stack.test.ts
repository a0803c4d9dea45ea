import { apiRoutes, routeKey } from '@thetix/shared/api-routes';
import { afterAll, describe, expect, it } from 'vitest';
import { functionLogicalId, onlyResource, synthThetix } from './synth-thetix';

const thetix = synthThetix();
const template = thetix.template('api');
afterAll(thetix.dispose);

describe('api stack', () => {
  it('has exactly the routes of shared/src/api-routes.ts', () => {
    // Act
    const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => (route as { Properties: { RouteKey: string } }).Properties.RouteKey,
    );

    // Assess
    expect(routeKeys.sort()).toEqual(apiRoutes.map(routeKey).sort());
  });

  it('checks Cognito ID tokens of the web client', () => {
    // Act
    const authorizer = onlyResource(template, 'AWS::ApiGatewayV2::Authorizer');

    // Assess
    expect(authorizer.properties.AuthorizerType).toBe('JWT');
    expect(authorizer.properties.IdentitySource).toEqual(['$request.header.Authorization']);
    expect(JSON.stringify(authorizer.properties.JwtConfiguration)).toMatch(/UserPoolWebClient/);
    expect(JSON.stringify(authorizer.properties.JwtConfiguration)).toMatch(/ProviderURL/);
  });

  it.each(apiRoutes)('routes $method $path to its Lambda, authorized only if for users', (route) => {
    // Prepare
    const authorizer = onlyResource(template, 'AWS::ApiGatewayV2::Authorizer');
    const handler = functionLogicalId(template, `${route.lambda}/http.ts`);

    // Act
    const resource = onlyResource(template, 'AWS::ApiGatewayV2::Route', { RouteKey: routeKey(route) });
    const target = resource.properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integrationId = target['Fn::Join'][1][1].Ref;
    const integration = template.toJSON().Resources[integrationId] as {
      Properties: { IntegrationUri: unknown };
    };

    // Assess
    expect(integration.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [handler, 'Arn'] });
    if (route.access === 'user') {
      expect(resource.properties.AuthorizationType).toBe('JWT');
      expect(resource.properties.AuthorizerId).toEqual({ Ref: authorizer.logicalId });
    } else {
      expect(resource.properties.AuthorizationType).toBe('NONE');
      expect(resource.properties.AuthorizerId).toBeUndefined();
    }
  });

  it('builds one Lambda per feature and throttles the default stage', () => {
    // Prepare
    const features = new Set(apiRoutes.map((route) => route.lambda));

    // Act
    const functions = template.findResources('AWS::Lambda::Function');
    const stage = onlyResource(template, 'AWS::ApiGatewayV2::Stage', { StageName: '$default' });

    // Assess
    expect(Object.keys(functions)).toHaveLength(features.size);
    expect(stage.properties.DefaultRouteSettings).toEqual({
      ThrottlingBurstLimit: expect.any(Number),
      ThrottlingRateLimit: expect.any(Number),
    });
  });
});
