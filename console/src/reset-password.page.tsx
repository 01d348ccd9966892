// A password-reset link lands here (/console/reset-password#token=…): the person sets a
// new password, which ends every session of theirs, and is signed in
// (POST /console/api/password-reset/accept).

import { acceptPasswordReset, type Session } from './api.session.ts';
import { SetPasswordForm } from './set-password.form.tsx';

export default function ResetPasswordPage({ onSignedIn }: { onSignedIn(session: Session): void }) {
  return (
    <SetPasswordForm
      title="Reset your password"
      intro="Choose a new password of 12 characters or more. Every session of yours ends, and you are signed in here."
      passwordLabel="New password"
      invalid="This link is not valid: it was used, it expired (links work for an hour), or it is incomplete. Ask an admin for a new one."
      incomplete="This link is incomplete: open the whole link you were given."
      accept={acceptPasswordReset}
      onSignedIn={onSignedIn}
    />
  );
}
