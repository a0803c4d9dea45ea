import { scheduleDefinitions } from '@thetix/shared/schedules';
import { afterAll, describe, expect, it } from '@jest/globals';
import { functionLogicalId, onlyResource, synthThetix, testStage } from './synth-thetix';

const thetix = synthThetix();
const template = thetix.template('schedules');
afterAll(thetix.dispose);

describe.each(scheduleDefinitions)('schedules stack: $name', (definition) => {
  it('runs on its cron in its time zone', () => {
    // Act
    const schedule = onlyResource(template, 'AWS::Scheduler::Schedule', {
      Name: `${testStage}-${definition.name}`,
    });

    // Assess
    expect(schedule.properties.ScheduleExpression).toBe(`cron(${definition.cron})`);
    expect(schedule.properties.ScheduleExpressionTimezone).toBe(definition.timezone);
    expect(schedule.properties.State).toBe('ENABLED');
  });

  it('invokes its handler Lambda with an EventBridge-shaped event', () => {
    // Prepare
    const handler = functionLogicalId(template, definition.handler);

    // Act
    const schedule = onlyResource(template, 'AWS::Scheduler::Schedule', {
      Name: `${testStage}-${definition.name}`,
    });
    const target = schedule.properties.Target as { Arn: unknown; Input: string };

    // Assess
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [handler, 'Arn'] });
    expect(JSON.parse(target.Input)).toMatchObject({
      'detail-type': 'Scheduled Event',
      time: '<aws.scheduler.scheduled-time>',
    });
  });
});
