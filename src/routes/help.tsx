import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/help')({
  staticData: { layout: layouts.full },
  component: HelpPage,
});

function HelpPage() {
  return <SectionScreen sectionKey="help" />;
}
