/**
 * Navigation that follows the session rather than a form: when free play
 * (started from the header) reaches the logged-in state the visitor goes to
 * /. Mounted once inside the router, beside the modal host.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSessionSelector } from './use-session';

export function AccessEffects() {
  const navigate = useNavigate();
  const status = useSessionSelector((view) => view.status);
  const previous = useRef(status);

  useEffect(() => {
    if (previous.current === 'startingFreePlay' && status === 'loggedIn') void navigate({ to: '/' });
    previous.current = status;
  }, [status, navigate]);

  return null;
}
