import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { callApi, createSignedInUser, stackTable } from '../testing/stack-client';

const event = () => ({
  event: 'admin_shortcut_access',
  details: { reason: 'not admin' },
  timestamp: new Date().toISOString(),
  userAgent: 'vitest',
  url: 'http://localhost/dashboard',
});

describe('POST /api/admin/security-log', () => {
  it('refuses a call without the XSRF token with 403', async () => {
    const user = await createSignedInUser({ invited: true });
    const response = await callApi('/api/admin/security-log', {
      method: 'POST',
      token: user.token,
      body: event(),
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
  });

  it('stores the event under the caller with the XSRF token', async () => {
    // Prepare
    const user = await createSignedInUser({ invited: true });
    // Act
    const response = await callApi('/api/admin/security-log', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: event(),
    });
    // Assess
    expect(response.status).toBe(204);
    const { Items = [] } = await stackTable().client.send(
      new QueryCommand({
        TableName: stackTable().name,
        IndexName: 'lookup',
        KeyConditionExpression: 'gsi1pk = :actor',
        ExpressionAttributeValues: { ':actor': `SECURITY_ACTOR#${user.userId}` },
      }),
    );
    expect(Items).toEqual([
      expect.objectContaining({
        kind: 'admin_shortcut_access',
        details: expect.objectContaining({ reason: 'not admin', userAgent: 'vitest' }),
      }),
    ]);
  });

  it('answers 400 naming the field when the body is wrong, and stores nothing', async () => {
    const user = await createSignedInUser({ invited: true });
    const response = await callApi('/api/admin/security-log', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { event: '', timestamp: 'yesterday' },
    });
    expect(response.status).toBe(400);
    expect(response.body?.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.event' }),
        expect.objectContaining({ path: 'body.timestamp' }),
      ]),
    );
  });
});
