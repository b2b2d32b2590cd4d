import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApp } from '../app/app-context';
import { layouts } from '../app/route-layout';
import { LoginFlow } from '../app/access/login-flow';
import { LoginPage } from '../components/login/login-page';

export const Route = createFileRoute('/login')({
  staticData: { layout: layouts.full },
  component: LoginRoute,
});

/** Where the guard sends visitors: the login form on its own page. */
function LoginRoute() {
  const { actors } = useApp();
  const navigate = useNavigate();
  return (
    <LoginPage>
      <LoginFlow
        onClose={() => undefined}
        onRegister={() => void navigate({ to: '/register' })}
        onForgot={() => actors.shell.send({ type: 'modal.open', modal: 'forgotPassword' })}
      />
    </LoginPage>
  );
}
