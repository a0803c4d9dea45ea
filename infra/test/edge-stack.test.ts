import { apiRoutes, routeKey } from '@thetix/shared/api-routes';
import { afterAll, describe, expect, it } from '@jest/globals';
import { EDGE_RATE_LIMITS, EDGE_REGION, EXPENSIVE_WRITE_PATHS, WEB_ACL_ARN_OUTPUT } from '../lib/edge-stack';
import { onlyResource, synthThetix, testStage } from './synth-thetix';

const thetix = synthThetix();
const edge = thetix.template('edge');
const web = thetix.template('web');
afterAll(thetix.dispose);

interface Rule {
  Name: string;
  Priority: number;
  Action?: { Block?: { CustomResponse?: { ResponseCode: number } } };
  OverrideAction?: { None: object };
  Statement: {
    ManagedRuleGroupStatement?: { VendorName: string; Name: string };
    RateBasedStatement?: {
      Limit: number;
      EvaluationWindowSec: number;
      AggregateKeyType: string;
      CustomKeys?: { Header: { Name: string } }[];
      ScopeDownStatement?: unknown;
    };
  };
}

const webAcl = onlyResource(edge, 'AWS::WAFv2::WebACL');
const rules = webAcl.properties.Rules as Rule[];
const rule = (name: string) => {
  const found = rules.find((candidate) => candidate.Name === name);
  if (!found) throw new Error(`No WAF rule ${name}`);
  return found;
};

/** A concrete path for a route template: `{id}` and friends become one segment. */
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'abc');

describe('edge stack (WAF)', () => {
  it('is a CloudFront web ACL in us-east-1, which the distribution reads from its output', () => {
    // Act
    const distribution = onlyResource(web, 'AWS::CloudFront::Distribution');
    const config = distribution.properties.DistributionConfig as { WebACLId: unknown };

    // Assess
    expect(thetix.stacks.edge.region).toBe(EDGE_REGION);
    expect(webAcl.properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    edge.hasOutput(WEB_ACL_ARN_OUTPUT, { Value: { 'Fn::GetAtt': [webAcl.logicalId, 'Arn'] } });
    expect(config.WebACLId).toEqual({
      'Fn::GetStackOutput': {
        StackName: `thetix-${testStage}-edge`,
        OutputName: WEB_ACL_ARN_OUTPUT,
        Region: EDGE_REGION,
      },
    });
    expect(thetix.stacks.web.dependencies).toContain(thetix.stacks.edge);
  });

  it.each([
    'AWSManagedRulesAmazonIpReputationList',
    'AWSManagedRulesCommonRuleSet',
    'AWSManagedRulesKnownBadInputsRuleSet',
  ])('applies the AWS managed rule group %s', (name) => {
    // Act
    const group = rule(name);

    // Assess
    expect(group.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: name });
    expect(group.OverrideAction).toEqual({ None: {} });
  });

  it('limits every viewer IP, answering 429 above the limit', () => {
    // Act
    const perIp = rule('PerIpRate');

    // Assess
    expect(perIp.Statement.RateBasedStatement).toMatchObject({
      Limit: EDGE_RATE_LIMITS.perIp,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
    });
    expect(perIp.Action?.Block?.CustomResponse?.ResponseCode).toBe(429);
  });

  it.each([
    ['PerUserApiRate', EDGE_RATE_LIMITS.perUserApi],
    ['PerUserExpensiveRate', EDGE_RATE_LIMITS.perUserExpensive],
  ])('limits each signed-in caller by its Authorization header: %s at %d per five minutes', (name, limit) => {
    // Act
    const perUser = rule(name);

    // Assess
    expect(perUser.Statement.RateBasedStatement).toMatchObject({
      Limit: limit,
      AggregateKeyType: 'CUSTOM_KEYS',
      CustomKeys: [
        { Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
      ],
    });
    expect(perUser.Statement.RateBasedStatement?.ScopeDownStatement).toBeDefined();
    expect(perUser.Action?.Block?.CustomResponse?.ResponseCode).toBe(429);
  });

  it('counts as expensive exactly the POST routes that plan, sync or open an aggregator login', () => {
    // Prepare
    const expensive = new RegExp(EXPENSIVE_WRITE_PATHS);

    // Act
    const matched = apiRoutes
      .filter((route) => route.method === 'POST' && expensive.test(concretePath(route.path)))
      .map(routeKey)
      .sort();

    // Assess
    expect(matched).toEqual(
      [
        'POST /api/thetix-cards',
        'POST /api/thetix-cards/{cardId}/refresh',
        'POST /api/thetix-chats',
        'POST /api/thetix-chats/process',
        'POST /api/thetix-chats/process-opportunity',
        'POST /api/thetix-chats/process-dashboard',
        'POST /api/opportunities/refresh',
        'POST /api/{aggregator}/sync',
        'POST /api/{aggregator}/sync/{id}',
        'POST /api/accounts/{id}/sync',
        'POST /api/{aggregator}/create_login',
      ].sort(),
    );
    expect(JSON.stringify(rule('PerUserExpensiveRate').Statement)).toContain(
      JSON.stringify(EXPENSIVE_WRITE_PATHS).slice(1, -1),
    );
  });
});
