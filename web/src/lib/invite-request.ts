import { inviteRequestResponseSchema } from '@thetix/shared/contracts/invite-requests';
import { api } from './api-client';

/** POST /api/public/invite-requests: public, no XSRF token. Answers the server's thank-you sentence. */
export async function requestInvite(email: string): Promise<string> {
  const answer = await api.request('POST /api/public/invite-requests', {
    schema: inviteRequestResponseSchema,
    body: { email },
  });
  return answer.message;
}
