// The invitation chunk: /uitnodiging-accepteren/{token}, public (the invitee has no account yet, or is not signed in).
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { InvitationScreenQuery } from '../__generated__/InvitationScreenQuery.graphql';
import { InvitationScreen } from '../screens/Invitation/InvitationScreen.tsx';
import { Suspended } from './Suspended.tsx';

export function InvitationRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<InvitationScreenQuery>;
  const { token = '' } = useParams();
  return (
    <Suspended>
      {/* A new link starts over. */}
      <InvitationScreen key={token} token={token} queryRef={queryRef} />
    </Suspended>
  );
}
