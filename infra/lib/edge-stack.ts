import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** CloudFront only takes a web ACL of scope CLOUDFRONT, and those exist only in us-east-1. */
export const EDGE_REGION = 'us-east-1';

/** The output the web stack reads with Fn::GetStackOutput, whatever region it is in. */
export const WEB_ACL_ARN_OUTPUT = 'WebAclArn';

/**
 * Request limits at the edge, per five minutes (WAF counts over a sliding window; the limits are sized in
 * docs/decisions.md, decision 232):
 * - per viewer IP, every request (pages, assets and API): a page load is about 30 requests and a signed-in tab polls
 *   about one API request every 4 s, so 3,000 leaves room for a household or an office behind one address;
 * - per signed-in caller (the `Authorization` header, one ID token per user per hour) on the API: 1,500, five
 *   requests a second sustained, twenty times what the SPA's polling needs;
 * - per signed-in caller on the routes that start a model or an aggregator call (asking a card, a chat turn, an
 *   opportunity refresh, a brokerage sync or login): 150, one every two seconds, so one user cannot take the planner's
 *   or the aggregator's shared capacity from the others.
 */
export const EDGE_RATE_LIMITS = {
  perIp: 3000,
  perUserApi: 1500,
  perUserExpensive: 150,
  windowSeconds: 300,
} as const;

/** The POST routes that start a model (planner) or aggregator call: shared/src/api-routes.ts. */
export const EXPENSIVE_WRITE_PATHS =
  '^/api/(thetix-cards|thetix-cards/[^/]+/refresh|thetix-chats|thetix-chats/process[a-z-]*|opportunities/refresh|[a-z]+/sync(/[^/]+)?|accounts/[^/]+/sync|[a-z]+/create_login)$';

export interface EdgeStackProps extends StackProps {
  readonly stage: string;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managedRuleGroup = (
  name: string,
  priority: number,
  ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[],
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(ruleActionOverrides ? { ruleActionOverrides } : {}),
    },
  },
  visibilityConfig: visibility(name),
});

const apiPath: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: '/api/',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

const perCaller = (
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: { customResponse: { responseCode: 429 } } },
  statement: {
    rateBasedStatement: {
      limit,
      evaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
      aggregateKeyType: 'CUSTOM_KEYS',
      customKeys: [
        { header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } },
      ],
      scopeDownStatement,
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * The WAF web ACL in front of CloudFront, in a stack of its own in us-east-1 whatever region the app is in: AWS
 * managed rules (the common rule set, known bad inputs, the IP reputation list) and rate-based rules per viewer IP
 * and per signed-in caller. A rate rule blocks with 429, which the SPA already treats as "try again".
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `thetix-${props.stage}-edge`,
      description: `Thetix ${props.stage}: managed rules and rate limits in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`thetix-${props.stage}-edge`),
      rules: [
        managedRuleGroup('AWSManagedRulesAmazonIpReputationList', 0),
        // Chat turns and card plans are JSON bodies that may pass the rule set's 8 KB body limit: counted, not
        // blocked; the API validates every body against its zod schema anyway.
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 1, [
          { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
        ]),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 2),
        {
          name: 'PerIpRate',
          priority: 10,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              limit: EDGE_RATE_LIMITS.perIp,
              evaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility('PerIpRate'),
        },
        perCaller('PerUserApiRate', 11, EDGE_RATE_LIMITS.perUserApi, apiPath),
        perCaller('PerUserExpensiveRate', 12, EDGE_RATE_LIMITS.perUserExpensive, {
          andStatement: {
            statements: [
              {
                byteMatchStatement: {
                  fieldToMatch: { method: {} },
                  positionalConstraint: 'EXACTLY',
                  searchString: 'POST',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
              {
                regexMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  regexString: EXPENSIVE_WRITE_PATHS,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            ],
          },
        }),
      ],
    });
    new CfnOutput(this, WEB_ACL_ARN_OUTPUT, {
      value: this.webAcl.attrArn,
      description: "The web ACL's ARN, read by the web stack's distribution",
    });
  }
}
