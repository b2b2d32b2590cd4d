import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/esports')({
  staticData: { layout: layouts.full },
  component: EsportsPage,
});

function EsportsPage() {
  return <SectionScreen sectionKey="esports" />;
}
