// An invitation's link lands here (/console/invitation#token=…): the person sets a
// password and is signed in (POST /console/api/invitations/accept).

import { acceptInvitation, type Session } from './api.session.ts';
import { SetPasswordForm } from './set-password.form.tsx';

export default function InvitationPage({ onSignedIn }: { onSignedIn(session: Session): void }) {
  return (
    <SetPasswordForm
      title="Accept your invitation"
      intro="Choose a password of 12 characters or more."
      passwordLabel="Password"
      invalid="This invitation is not valid: it was used, it expired, or the link is incomplete."
      incomplete="This invitation link is incomplete: open the whole link you were given."
      accept={acceptInvitation}
      onSignedIn={onSignedIn}
    />
  );
}
