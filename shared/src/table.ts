/**
 * The single DynamoDB table's key schema. The CDK stack and the local runtime both create the table from this
 * definition, so the two can never drift apart. Access patterns per key are documented in docs/data-model.md.
 *
 * Neither index projects whole items (decision 280): an index is written only when an item's index keys or one of
 * its projected attributes change, so the frequent writes to a card (claims, results, completion) cost nothing in
 * either index. Each index carries only what its queries read; a query that needs more reads the items themselves.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes the item some time after this instant. Readers must still filter expired items. */
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    /**
     * Find an item by an alternate key: a profile by e-mail (`id`), a brokerage sync target (`user_id`), an
     * account's opportunities of a status (their list attributes: `doc` and the state beside it), a public
     * collection's items (keys only: the page reads the items in full).
     */
    {
      indexName: 'lookup',
      partitionKey: 'gsi1pk',
      sortKey: 'gsi1sk',
      nonKeyAttributes: [
        'id',
        'user_id',
        'doc',
        'status',
        'created_at',
        'expires_at',
        'acted_at',
        'viewed_at',
        'actual_outcome',
      ],
    },
    /**
     * Items due at a time: gsi2pk names the schedule, gsi2sk is the ISO instant it is due. The dispatcher reads the
     * job kind, or a lease's target, kind and re-dispatch count.
     */
    {
      indexName: 'due',
      partitionKey: 'gsi2pk',
      sortKey: 'gsi2sk',
      nonKeyAttributes: ['entity', 'job_kind', 'lease_pk', 'lease_sk', 'lease_kind', 'lease_redispatches'],
    },
  ],
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];
