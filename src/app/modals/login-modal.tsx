/**
 * The login/register popup: `props.mode` picks the form ('login' by default)
 * and each form switches to the other in place.
 */
import { useState } from 'react';
import { useApp } from '../app-context';
import { LoginFlow } from '../access/login-flow';
import { RegisterFlow } from '../access/register-flow';
import type { ModalFrame, ModalProps } from './modal-props';

export const frame: ModalFrame = { width: 880, flush: true, labelKey: 'login.title' };

export default function LoginModal({ onClose, props }: ModalProps<{ mode: 'login' | 'register' }>) {
  const { actors } = useApp();
  const [mode, setMode] = useState<'login' | 'register'>(props.mode === 'register' ? 'register' : 'login');
  if (mode === 'register') return <RegisterFlow variant="modal" onClose={onClose} onLogin={() => setMode('login')} />;
  return (
    <LoginFlow
      onClose={onClose}
      onRegister={() => setMode('register')}
      onForgot={() => actors.shell.send({ type: 'modal.open', modal: 'forgotPassword' })}
    />
  );
}
