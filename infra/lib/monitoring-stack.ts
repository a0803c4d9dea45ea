import { CrossStackReferences, Duration, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { ThetixSettings } from './settings';

/** The dispatcher's own metric (functions/src/jobs/dispatch-due-jobs.ts, Embedded Metric Format). */
export const DUE_JOB_LAG_METRIC = { namespace: 'Thetix', metricName: 'DueJobLag' } as const;

/**
 * Powertools Metrics gives every metric of the app a `service` dimension beside `Stage` (decision 251); an alarm
 * must name both, or it reads a metric nobody writes.
 */
export const APP_METRIC_SERVICE = 'thetix';

/**
 * Thresholds, in one place so the dashboard draws the same lines the alarms fire on. Rates are in percent:
 * SES reviews an account at a 5 % bounce rate and a 0.1 % complaint rate, so the alarms fire there, before the
 * account is put on probation at 10 % and 0.5 %.
 */
export const ALARM_THRESHOLDS = {
  deadLetterMessages: 0,
  functionErrors: 0,
  functionThrottles: 0,
  apiServerErrorPercent: 1,
  apiP99LatencyMs: 3000,
  tableThrottledRequests: 0,
  dueJobLagSeconds: 120,
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
  budgetActualPercent: 80,
  budgetForecastPercent: 100,
} as const;

export interface MonitoredQueue {
  readonly name: string;
  readonly queue: IQueue;
  readonly deadLetterQueue: IQueue;
}

export interface MonitoringStackProps extends StackProps {
  readonly settings: Pick<
    ThetixSettings,
    'stage' | 'alarmTopicName' | 'alarmEmail' | 'monthlyBudgetUsd' | 'domainName'
  >;
  readonly table: ITable;
  readonly queues: readonly MonitoredQueue[];
  readonly httpApi: IHttpApi;
  /** Every Lambda of the app, by a name an on-call person recognises (`api/thetix`, `jobs/jobs-worker` ...). */
  readonly functions: ReadonlyMap<string, IFunction>;
  /** The WAF web ACL's name and region (us-east-1), for its blocked requests on the dashboard. */
  readonly webAcl: { readonly name: string; readonly region: string };
}

const fiveMinutes = Duration.minutes(5);

/**
 * The on-call view of a stage: every alarm notifies one SNS topic (named in configuration, optionally with an
 * e-mail subscription), a monthly cost budget notifies the same topic, and one dashboard shows the alarms first and
 * then the graphs behind them. It reads the other stacks' resources through weak references (Fn::GetStackOutput), so
 * replacing a Lambda or a queue never blocks on an export this stack still imports; it is deployed last.
 */
export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    CrossStackReferences.of(this).consume(ReferenceStrength.WEAK);
    const { settings } = props;

    // CloudWatch and Budgets publish to an encrypted topic only when the key lets them use it.
    const topicKey = new Key(this, 'AlarmTopicKey', {
      description: `Thetix ${settings.stage}: encrypts the alarm topic`,
      enableKeyRotation: true,
    });
    for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com']) {
      topicKey.grant(new ServicePrincipal(service), 'kms:Decrypt', 'kms:GenerateDataKey*');
    }
    this.topic = new Topic(this, 'AlarmTopic', {
      topicName: settings.alarmTopicName,
      displayName: `Thetix ${settings.stage} alarms`,
      masterKey: topicKey,
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'BudgetsPublish',
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    if (settings.alarmEmail) this.topic.addSubscription(new EmailSubscription(settings.alarmEmail));
    const action = new SnsAction(this.topic);

    const alarm = (
      id: string,
      description: string,
      metric: IMetric,
      threshold: number,
      options: {
        evaluationPeriods?: number;
        datapointsToAlarm?: number;
        treatMissingData?: TreatMissingData;
      } = {},
    ) => {
      const created = new Alarm(this, id, {
        alarmName: `thetix-${settings.stage}-${id}`,
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: options.evaluationPeriods ?? 1,
        datapointsToAlarm: options.datapointsToAlarm,
        treatMissingData: options.treatMissingData ?? TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.push(created);
      return created;
    };

    // Jobs: a message in a dead-letter queue is a job that failed three times; the DLQ worker marks it failed and
    // takes it out, so the depth counts the messages it holds in flight as well as those waiting.
    const deadLetterDepth = (queue: MonitoredQueue) =>
      new MathExpression({
        expression: 'visible + inFlight',
        label: `${queue.name} DLQ depth`,
        period: Duration.minutes(1),
        usingMetrics: {
          visible: queue.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum' }),
          inFlight: queue.deadLetterQueue.metricApproximateNumberOfMessagesNotVisible({
            statistic: 'Maximum',
          }),
        },
      });
    for (const queue of props.queues) {
      alarm(
        `${queue.name}-dlq-depth`,
        `A ${queue.name} job failed three times and is in its dead-letter queue: read the worker's logs for it.`,
        deadLetterDepth(queue),
        ALARM_THRESHOLDS.deadLetterMessages,
      );
    }

    const dueJobLag = new Metric({
      ...DUE_JOB_LAG_METRIC,
      dimensionsMap: { service: APP_METRIC_SERVICE, Stage: settings.stage },
      statistic: 'Maximum',
      period: Duration.minutes(1),
    });
    // The dispatcher writes the metric on every run, 0 included, so two minutes without it means it is not running.
    alarm(
      'due-job-lag',
      'Due jobs (card refreshes, opportunity runs) have waited more than two minutes, or the dispatcher stopped reporting: check the dispatch-due-jobs function and its schedule.',
      dueJobLag,
      ALARM_THRESHOLDS.dueJobLagSeconds,
      { evaluationPeriods: 2, treatMissingData: TreatMissingData.BREACHING },
    );

    // Functions: any unhandled error or throttle, per function, over five minutes.
    for (const [name, handler] of props.functions) {
      const slug = name.replace(/\//g, '-');
      alarm(
        `${slug}-errors`,
        `${name} threw unhandled errors (an API answer of 500, or a failed job attempt).`,
        handler.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        ALARM_THRESHOLDS.functionErrors,
      );
      alarm(
        `${slug}-throttles`,
        `${name} was throttled: the account's Lambda concurrency is used up.`,
        handler.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
        ALARM_THRESHOLDS.functionThrottles,
      );
    }

    // API: the share of answers that are 5xx (only once there is traffic), and the p99 latency.
    const apiRequests = props.httpApi.metricCount({ period: fiveMinutes, statistic: 'Sum' });
    const apiServerErrors = props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' });
    const apiServerErrorRate = new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      label: 'API 5xx (%)',
      period: fiveMinutes,
      usingMetrics: { requests: apiRequests, errors: apiServerErrors },
    });
    alarm(
      'api-5xx-rate',
      'More than 1 % of API answers were 5xx over five minutes, twice in a row.',
      apiServerErrorRate,
      ALARM_THRESHOLDS.apiServerErrorPercent,
      { evaluationPeriods: 2 },
    );
    const apiLatency = props.httpApi.metricLatency({ period: fiveMinutes, statistic: 'p99' });
    alarm(
      'api-p99-latency',
      "The API's p99 latency was above 3 s for fifteen minutes.",
      apiLatency,
      ALARM_THRESHOLDS.apiP99LatencyMs,
      { evaluationPeriods: 3 },
    );

    // The table is on demand: a throttle means a hot partition or the account's table quota.
    const tableThrottles = props.table.metricThrottledRequestsForOperations({
      operations: [
        Operation.GET_ITEM,
        Operation.PUT_ITEM,
        Operation.UPDATE_ITEM,
        Operation.DELETE_ITEM,
        Operation.QUERY,
        Operation.SCAN,
        Operation.BATCH_GET_ITEM,
        Operation.BATCH_WRITE_ITEM,
        Operation.TRANSACT_WRITE_ITEMS,
        Operation.TRANSACT_GET_ITEMS,
      ],
      period: fiveMinutes,
      statistic: 'Sum',
    });
    alarm(
      'table-throttles',
      'DynamoDB throttled requests on the table (a hot key or the account quota).',
      tableThrottles,
      ALARM_THRESHOLDS.tableThrottledRequests,
    );

    // SES reputation of the account in this region, where the jobs worker sends report e-mails.
    const sesRate = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: 'Maximum',
        period: Duration.hours(1),
      });
    const bounceRate = sesRate('Reputation.BounceRate');
    const complaintRate = sesRate('Reputation.ComplaintRate');
    alarm(
      'ses-bounce-rate',
      'The SES bounce rate is above 5 %, where SES reviews the account: stop sending to bouncing addresses.',
      bounceRate,
      ALARM_THRESHOLDS.sesBounceRate,
    );
    alarm(
      'ses-complaint-rate',
      'The SES complaint rate is above 0.1 %, where SES reviews the account: check who marks reports as spam.',
      complaintRate,
      ALARM_THRESHOLDS.sesComplaintRate,
    );

    // Budgets evaluates the whole account's cost, a few times a day, and notifies the same topic.
    const budgetNotification = (notificationType: string, threshold: number) => ({
      notification: {
        notificationType,
        comparisonOperator: 'GREATER_THAN',
        threshold,
        thresholdType: 'PERCENTAGE',
      },
      subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
    });
    const budget = new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `thetix-${settings.stage}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: settings.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        budgetNotification('ACTUAL', ALARM_THRESHOLDS.budgetActualPercent),
        budgetNotification('FORECASTED', ALARM_THRESHOLDS.budgetForecastPercent),
      ],
    });
    budget.node.addDependency(this.topic);

    // The dashboard an on-call person opens first: what is red, then the graphs that say why.
    const deadLetterDepths = props.queues.map(deadLetterDepth);
    const functions = [...props.functions];
    const byFunction = (metric: (handler: IFunction) => IMetric) =>
      functions.map(([, handler]) => metric(handler));
    const wafBlocked = new Metric({
      namespace: 'AWS/WAFV2',
      metricName: 'BlockedRequests',
      dimensionsMap: { WebACL: props.webAcl.name, Rule: 'ALL' },
      region: props.webAcl.region,
      statistic: 'Sum',
      period: fiveMinutes,
      label: 'Blocked by WAF',
    });
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `thetix-${settings.stage}-on-call`,
      defaultInterval: Duration.hours(3),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: [
          `# Thetix ${settings.stage}: start here`,
          `Every alarm below notifies the SNS topic \`${settings.alarmTopicName}\`. Red first: a dead-letter queue ` +
            'holds a job that failed three times (its item is already marked failed; the worker log says why); ' +
            'due-job lag means cards are not refreshing; API 5xx and function errors come with a request id in the ' +
            "function's log group. Runbook: docs/architecture.md, Operations.",
        ].join('\n\n'),
        width: 24,
        height: 3,
      }),
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 6 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and 5xx',
        left: [apiRequests],
        right: [apiServerErrors, props.httpApi.metricClientError({ period: fiveMinutes, statistic: 'Sum' })],
        width: 8,
      }),
      new GraphWidget({
        title: 'API 5xx rate (%)',
        left: [apiServerErrorRate],
        leftAnnotations: [{ value: ALARM_THRESHOLDS.apiServerErrorPercent, label: 'alarm' }],
        width: 8,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: [props.httpApi.metricLatency({ period: fiveMinutes, statistic: 'p50' }), apiLatency],
        leftAnnotations: [{ value: ALARM_THRESHOLDS.apiP99LatencyMs, label: 'p99 alarm' }],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Due-job lag (s)',
        left: [dueJobLag],
        leftAnnotations: [{ value: ALARM_THRESHOLDS.dueJobLagSeconds, label: 'alarm' }],
        width: 8,
      }),
      new GraphWidget({
        title: 'Job queues: waiting and oldest (s)',
        left: props.queues.map(({ queue }) =>
          queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1) }),
        ),
        right: props.queues.map(({ queue }) =>
          queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(1) }),
        ),
        width: 8,
      }),
      new GraphWidget({ title: 'Dead-letter queues', left: deadLetterDepths, width: 8 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Lambda errors by function',
        left: byFunction((handler) => handler.metricErrors({ period: fiveMinutes, statistic: 'Sum' })),
        stacked: true,
        width: 8,
      }),
      new GraphWidget({
        title: 'Lambda throttles by function',
        left: byFunction((handler) => handler.metricThrottles({ period: fiveMinutes, statistic: 'Sum' })),
        stacked: true,
        width: 8,
      }),
      new GraphWidget({
        title: 'Lambda concurrency (account)',
        left: [
          new Metric({
            namespace: 'AWS/Lambda',
            metricName: 'ConcurrentExecutions',
            statistic: 'Maximum',
            period: Duration.minutes(1),
          }),
        ],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'DynamoDB capacity used',
        left: [
          props.table.metricConsumedReadCapacityUnits({ period: fiveMinutes }),
          props.table.metricConsumedWriteCapacityUnits({ period: fiveMinutes }),
        ],
        right: [tableThrottles],
        width: 8,
      }),
      new GraphWidget({
        title: 'SES reputation',
        left: [bounceRate, complaintRate],
        leftAnnotations: [
          { value: ALARM_THRESHOLDS.sesBounceRate, label: 'bounce alarm' },
          { value: ALARM_THRESHOLDS.sesComplaintRate, label: 'complaint alarm' },
        ],
        width: 8,
      }),
      new GraphWidget({ title: 'WAF: blocked requests', left: [wafBlocked], width: 8 }),
    );
  }
}
