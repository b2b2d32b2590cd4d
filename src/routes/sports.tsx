import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/sports')({
  staticData: { layout: layouts.full },
  component: SportsPage,
});

function SportsPage() {
  return <SectionScreen sectionKey="sports" />;
}
