import { createFileRoute, redirect } from '@tanstack/react-router';

/** Another address of /register, kept for old links. */
export const Route = createFileRoute('/register.html')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/register', search: location.search as never, hash: location.hash, replace: true });
  },
});
