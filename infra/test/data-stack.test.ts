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
      Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.nonKeyAttributes] },
    }));

    // Act
    const table = onlyResource(template, 'AWS::DynamoDB::Table');

    // Assess
    expect(table.properties.GlobalSecondaryIndexes).toEqual(expected);
  });

  it('projects no index whole: the due index carries the job kind and lease fields, never a card result', () => {
    // Act
    const table = onlyResource(template, 'AWS::DynamoDB::Table');
    const indexes = table.properties.GlobalSecondaryIndexes as {
      IndexName: string;
      Projection: { ProjectionType: string; NonKeyAttributes?: string[] };
    }[];
    const due = indexes.find((index) => index.IndexName === 'due');

    // Assess
    expect(indexes.map((index) => index.Projection.ProjectionType)).toEqual(['INCLUDE', 'INCLUDE']);
    expect(due?.Projection.NonKeyAttributes).toEqual([
      'entity',
      'job_kind',
      'lease_pk',
      'lease_sk',
      'lease_kind',
      'lease_redispatches',
    ]);
    expect(indexes.flatMap((index) => index.Projection.NonKeyAttributes ?? [])).not.toContain('result_json');
  });

  it('leaves out the indexes named in thetixIndexesLeftOut, the first of the two deploys that change one', () => {
    // Prepare
    const leaving = synthThetix({ context: { thetixIndexesLeftOut: 'due' } });

    // Act
    const table = onlyResource(leaving.template('data'), 'AWS::DynamoDB::Table');
    leaving.dispose();

    // Assess
    expect(
      (table.properties.GlobalSecondaryIndexes as { IndexName: string }[]).map((index) => index.IndexName),
    ).toEqual(['lookup']);
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

  it('keeps history exports in a private, encrypted bucket that forgets them after a day', () => {
    // Act
    const bucket = onlyResource(template, 'AWS::S3::Bucket');

    // Assess
    expect(bucket.properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.properties.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    expect(bucket.properties.LifecycleConfiguration).toEqual({
      Rules: [{ ExpirationInDays: 1, Status: 'Enabled' }],
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
  });
});
