import { createFileRoute, redirect } from '@tanstack/react-router';

/** Another address of /, kept for old links. */
export const Route = createFileRoute('/index.html')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/', search: location.search as never, hash: location.hash, replace: true });
  },
});
