/**
 * Change password, also opened by the login for a default or expired
 * password (the old one is then known and hidden). When the machine reaches
 * `succeeded` the session reloads the login info and the visitor goes to /.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ChangePasswordForm } from '../../components/change-password/change-password-form';
import { withInspection } from '../../inspection/create-inspected-actor';
import { selectChangePassword } from '../../machines/change-password/change-password.selectors';
import { splitErrorCode } from '../access/field-of-code';
import { changePasswordSchema } from '../access/form-schemas';
import { shallowEqual } from '../access/shallow-equal';
import { useAccessLogic } from '../access/use-access-logic';
import { useSessionActor } from '../access/use-session';
import { useRegisterRules } from '../access/use-switches';
import { selectSession } from '../../machines/session/session.selectors';
import type { ModalFrame, ModalProps } from './modal-props';

/** A forced change cannot be dismissed: the way out is to change the password or sign out. */
export const frame: ModalFrame = { width: 460, labelKey: 'changePassword.title', dismissible: (props) => props.forced !== true };

const fields = ['oldPassword', 'newPassword', 'confirmPassword'];

export default function ChangePasswordModal({ onClose, props }: ModalProps<{ forced: boolean }>) {
  const session = useSessionActor();
  const logic = useAccessLogic();
  const rules = useRegisterRules();
  const navigate = useNavigate();
  // Read once: the session forgets the password as soon as the change succeeds.
  const [input] = useState(() => ({ storedPassword: session ? selectSession(session.getSnapshot()).password : null }));
  const forced = props.forced === true || input.storedPassword !== null;
  const actor = useActorRef(logic.changePassword, withInspection({ input }));
  const view = useSelector(actor, selectChangePassword, shallowEqual);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      session?.send({ type: 'password.changed' });
      onClose();
      void navigate({ to: '/' });
    });
    return () => subscription.unsubscribe();
  }, [actor, session, onClose, navigate]);

  const { fieldErrors, formError } = useMemo(() => splitErrorCode(view.errorCode, fields), [view.errorCode]);
  const schema = useMemo(() => changePasswordSchema(view.askOldPassword, rules), [view.askOldPassword, rules]);

  return (
    <ChangePasswordForm
      view={{ askOldPassword: view.askOldPassword, forced, busy: view.submitting, errorCode: formError, fieldErrors }}
      schema={schema}
      onSubmit={(values) => actor.send({ type: 'password.submit', values })}
      onSignOut={
        forced && session
          ? () => {
              // Choosing to leave is the confirmation: the session signs out at once.
              session.send({ type: 'signOut.request' });
              session.send({ type: 'signOut.confirm' });
              onClose();
              void navigate({ to: '/' });
            }
          : undefined
      }
    />
  );
}
