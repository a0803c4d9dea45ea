import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { apiRoutes } from '@thetix/shared/api-routes';
import { queueDefinitions } from '@thetix/shared/queues';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ALARM_THRESHOLDS, DUE_JOB_LAG_METRIC } from '../lib/monitoring-stack';
import { readSettings } from '../lib/settings';
import { onlyResource, synthThetix, testStage } from './synth-thetix';

const thetix = synthThetix({ context: { 'thetix:monthlyBudgetUsd': '900' } });
const template = thetix.template('monitoring');
afterAll(thetix.dispose);

type Alarm = {
  Properties: {
    AlarmName: string;
    AlarmActions: unknown[];
    OKActions: unknown[];
    Threshold: number;
    ComparisonOperator: string;
    TreatMissingData?: string;
    EvaluationPeriods: number;
    MetricName?: string;
    Namespace?: string;
    ExtendedStatistic?: string;
    Dimensions?: { Name: string; Value: unknown }[];
    Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string } } }[];
  };
};
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Alarm[];
const alarmNamed = (suffix: string) => {
  const found = alarms.find((alarm) => alarm.Properties.AlarmName === `thetix-${testStage}-${suffix}`);
  if (!found) throw new Error(`No alarm thetix-${testStage}-${suffix}`);
  return found.Properties;
};
const topic = onlyResource(template, 'AWS::SNS::Topic');
const apiFeatures = new Set(apiRoutes.map((route) => route.lambda));
const appFunctions = [
  ...[...apiFeatures].map((lambda) => `api-${lambda}-http`),
  ...queueDefinitions.flatMap((queue) => [`jobs-${queue.name}-worker`, `jobs-${queue.name}-dlq-worker`]),
  ...scheduleDefinitions.map((schedule) => `schedules-${schedule.name}`),
];

describe('monitoring stack', () => {
  it('sends every alarm, raised and cleared, to the one encrypted topic named in configuration', () => {
    // Assess
    expect(topic.properties.TopicName).toBe(`thetix-${testStage}-alarms`);
    expect(topic.properties.KmsMasterKeyId).toBeDefined();
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic.logicalId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topic.logicalId }]);
    }
  });

  it.each(queueDefinitions)('alarms as soon as the $name dead-letter queue holds a message', (queue) => {
    // Act
    const alarm = alarmNamed(`${queue.name}-dlq-depth`);

    // Assess
    expect(alarm.Threshold).toBe(0);
    expect(alarm.ComparisonOperator).toBe('GreaterThanThreshold');
    expect(alarm.Metrics?.map((metric) => metric.MetricStat?.Metric.MetricName).filter(Boolean)).toEqual([
      'ApproximateNumberOfMessagesVisible',
      'ApproximateNumberOfMessagesNotVisible',
    ]);
    expect(JSON.stringify(alarm.Metrics)).toContain(`${queue.name}dlq`);
  });

  it.each(appFunctions)('alarms on errors and throttles of %s', (name) => {
    // Act
    const errors = alarmNamed(`${name}-errors`);
    const throttles = alarmNamed(`${name}-throttles`);

    // Assess
    expect(errors).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Threshold: 0 });
    expect(throttles).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Threshold: 0 });
    expect(JSON.stringify(errors.Dimensions)).toContain('Fn::GetStackOutput');
  });

  it("has no function alarm beyond the app's own Lambdas", () => {
    // Act
    const functionAlarms = alarms.filter((alarm) => alarm.Properties.Namespace === 'AWS/Lambda');

    // Assess
    expect(functionAlarms).toHaveLength(appFunctions.length * 2);
  });

  it("alarms on the API's 5xx rate above 1 % once there is traffic, and on its p99 latency", () => {
    // Act
    const rate = alarmNamed('api-5xx-rate');
    const latency = alarmNamed('api-p99-latency');

    // Assess
    expect(rate.Threshold).toBe(ALARM_THRESHOLDS.apiServerErrorPercent);
    expect(rate.Metrics?.find((metric) => metric.Expression)?.Expression).toBe(
      'IF(requests >= 20, 100 * errors / requests, 0)',
    );
    expect(rate.Metrics?.map((metric) => metric.MetricStat?.Metric.MetricName).filter(Boolean)).toEqual(
      expect.arrayContaining(['Count', '5xx']),
    );
    expect(latency).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
      EvaluationPeriods: 3,
    });
  });

  it('alarms on any DynamoDB throttled request on the table', () => {
    // Act
    const throttles = alarmNamed('table-throttles');

    // Assess
    expect(throttles.Threshold).toBe(0);
    const metricNames = new Set(throttles.Metrics?.map((metric) => metric.MetricStat?.Metric.MetricName));
    expect(metricNames).toContain('ThrottledRequests');
  });

  it("alarms when the dispatcher's oldest due job is older than two minutes, or it stops reporting", () => {
    // Act
    const lag = alarmNamed('due-job-lag');

    // Assess
    expect(lag).toMatchObject({
      Namespace: DUE_JOB_LAG_METRIC.namespace,
      MetricName: DUE_JOB_LAG_METRIC.metricName,
      Dimensions: [
        { Name: 'Stage', Value: testStage },
        { Name: 'service', Value: 'thetix' },
      ],
      Threshold: 120,
      TreatMissingData: 'breaching',
    });
  });

  it('alarms on the SES bounce rate above 5 % and complaint rate above 0.1 %', () => {
    // Act
    const bounces = alarmNamed('ses-bounce-rate');
    const complaints = alarmNamed('ses-complaint-rate');

    // Assess
    expect(bounces).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
    });
    expect(complaints).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
    });
  });

  it('keeps a monthly cost budget of the configured amount that notifies the same topic', () => {
    // Act
    const budget = onlyResource(template, 'AWS::Budgets::Budget');

    // Assess
    expect(budget.properties.Budget).toMatchObject({
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: 900, Unit: 'USD' },
    });
    expect(budget.properties.NotificationsWithSubscribers).toEqual([
      expect.objectContaining({
        Notification: expect.objectContaining({ NotificationType: 'ACTUAL', Threshold: 80 }),
        Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topic.logicalId } }],
      }),
      expect.objectContaining({
        Notification: expect.objectContaining({ NotificationType: 'FORECASTED', Threshold: 100 }),
        Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topic.logicalId } }],
      }),
    ]);
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'sns:Publish',
            Effect: 'Allow',
            Principal: { Service: 'budgets.amazonaws.com' },
          }),
        ]),
      },
    });
  });

  it('draws one on-call dashboard: a start-here note, every alarm, then the graphs behind them', () => {
    // Act
    const dashboard = onlyResource(template, 'AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard.properties.DashboardBody);
    const widgetTypes = [...body.matchAll(/\\"type\\":\\"(\w+)\\"/g)].map((match) => match[1]);
    const alarmIds = Object.keys(template.findResources('AWS::CloudWatch::Alarm'));

    // Assess
    expect(dashboard.properties.DashboardName).toBe(`thetix-${testStage}-on-call`);
    expect(widgetTypes.slice(0, 2)).toEqual(['text', 'alarm']);
    expect(body).toContain(`# Thetix ${testStage}: start here`);
    for (const title of [
      'API requests and 5xx',
      'API 5xx rate (%)',
      'API latency (ms)',
      'Due-job lag (s)',
      'Dead-letter queues',
      'Lambda errors by function',
      'Lambda throttles by function',
      'DynamoDB capacity used',
      'SES reputation',
      'WAF: blocked requests',
    ]) {
      expect(body).toContain(title);
    }
    for (const alarmId of alarmIds) expect(body).toContain(`{"Fn::GetAtt":["${alarmId}","Arn"]}`);
  });
});

describe('monitoring stack settings', () => {
  it('subscribes the configured on-call address to the topic', () => {
    // Prepare
    const withEmail = synthThetix({ context: { 'thetix:alarmEmail': 'on-call@example.com' } });

    // Act
    const monitoring = withEmail.template('monitoring');
    withEmail.dispose();

    // Assess
    monitoring.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'on-call@example.com',
    });
  });

  it.each([
    [{ 'thetix:alarmEmail': 'not-an-address' }, 'Context thetix:alarmEmail must be an e-mail address'],
    [{ 'thetix:alarmTopicName': 'on call' }, 'Context thetix:alarmTopicName must be an SNS topic name'],
    [{ 'thetix:monthlyBudgetUsd': '-5' }, 'Context thetix:monthlyBudgetUsd must be a positive number'],
  ])('refuses %j', (context, message) => {
    // Act
    const read = () =>
      readSettings(new App({ context: { 'thetix:stage': testStage, ...context } }).node, {
        webDistDir: '/nonexistent/web/dist',
      });

    // Assess
    expect(read).toThrow(message);
  });
});
