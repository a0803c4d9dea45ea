import { Match } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '@thetix/shared/table';
import { afterAll, describe, expect, it } from '@jest/globals';
import { onlyResource, synthThetix } from './synth-thetix';

const thetix = synthThetix();
const template = thetix.template('data');
afterAll(thetix.dispose);

describe('data stack', () => {
  it('creates the table with the key schema of shared/src/table.ts', () => {
    // Prepare
    const { partitionKey, sortKey } = tableDefinition;

    // Act
    const table = onlyResource(template, 'AWS::DynamoDB::Table');

    // Assess
    expect(table.properties.KeySchema).toEqual([
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.properties.TimeToLiveSpecification).toEqual({
      AttributeName: tableDefinition.timeToLiveAttribute,
      Enabled: true,
    });
  });

  it('creates every global secondary index of shared/src/table.ts', () => {
    // Prepare
    const expected = tableDefinition.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    }));

    // Act
    const table = onlyResource(template, 'AWS::DynamoDB::Table');

    // Assess
    expect(table.properties.GlobalSecondaryIndexes).toEqual(expected);
  });

  it('protects the table: point-in-time recovery, deletion protection and retain on stack removal', () => {
    // Prepare
    const protection = {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    };

    // Act
    const tables = template.findResources('AWS::DynamoDB::Table', {
      Properties: Match.objectLike(protection),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });

    // Assess
    expect(Object.keys(tables)).toHaveLength(1);
  });
});
