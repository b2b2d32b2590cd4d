import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { HelpCentreScreen } from '../app/support/help-centre-screen';

export const Route = createFileRoute('/helpmc')({
  staticData: { layout: layouts.bare },
  component: HelpCentreScreen,
});
