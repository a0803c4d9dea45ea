/**
 * The single DynamoDB table's key schema. The CDK stack and the local runtime both create the table from this
 * definition, so the two can never drift apart. Access patterns per key are documented in docs/data-model.md.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes the item some time after this instant. Readers must still filter expired items. */
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    /** Find an item by an alternate key: a profile by e-mail, an invite by e-mail, a public card by id. */
    { indexName: 'lookup', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Items due at a time: gsi2pk names the schedule, gsi2sk is the ISO instant it is due. */
    { indexName: 'due', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];
