import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { seatsKey } from '../invites/invite-entity';
import { callApi, stackTable } from '../testing/stack-client';

describe('public system routes against the local stack', () => {
  it('GET /api/health answers ok', async () => {
    const response = await callApi('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('GET /api/public/identity-status finds the local identity provider answering, without sign-in', async () => {
    const response = await callApi('/api/public/identity-status');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'operational' });
  });

  it('GET /api/public/seats reads the seat quota from the table', async () => {
    // Prepare
    await stackTable().client.send(
      new UpdateCommand({
        TableName: stackTable().name,
        Key: seatsKey,
        UpdateExpression: 'SET #total = :total',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':total': 750 },
      }),
    );
    // Act
    const response = await callApi('/api/public/seats');
    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 750, used: expect.any(Number) });
  });

  it('GET /api/token answers the token and sets the same value as the XSRF-TOKEN cookie', async () => {
    const response = await callApi('/api/token');
    expect(response.status).toBe(200);
    const token = String(response.body?.token);
    expect(token.length).toBeGreaterThanOrEqual(16);
    expect(response.headers.get('set-cookie')).toContain(`XSRF-TOKEN=${token}`);
    expect(response.headers.get('set-cookie')).toContain('SameSite=Strict');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await callApi('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No route for GET /api/no-such-thing',
    });
  });
});
