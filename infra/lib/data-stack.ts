import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { HISTORY_EXPORT_RETENTION_SECONDS } from '@thetix/shared/contracts/history-export';
import { tableDefinition } from '@thetix/shared/table';
import type { Construct } from 'constructs';
import { acknowledgeNag } from './nag';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The single table (shared/src/table.ts). It outlives the stack: user data is never deleted by a deploy. Beside it,
 * the bucket of Trading History CSV exports: private, encrypted, files gone a day after they are written.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly exportsBucket: Bucket;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // A stage deployed before decision 280 changes an index's projection in two deploys, one index at a time
    // (decision 281): first `-c thetixIndexesLeftOut=<index>` deletes it, then a plain deploy creates it anew.
    const leftOut = String(this.node.tryGetContext('thetixIndexesLeftOut') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    for (const index of tableDefinition.globalSecondaryIndexes) {
      if (leftOut.includes(index.indexName)) continue;
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        // Only what each index's queries read (decision 280); a projection cannot change in place (decision 281).
        projectionType: ProjectionType.INCLUDE,
        nonKeyAttributes: [...index.nonKeyAttributes],
      });
    }
    this.exportsBucket = new Bucket(this, 'ExportsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.seconds(HISTORY_EXPORT_RETENTION_SECONDS) }],
      // Only throw-away files: nothing here is worth keeping past the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledgeNag(
      this.exportsBucket,
      'S1',
      'Files live a day and are read only through links the export API signs for their owner; the API access log ' +
        'and the function logs already record who asked for which export, so a log bucket would add nothing.',
    );
  }
}
