import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/elott')({
  staticData: { layout: layouts.full },
  component: ElottPage,
});

function ElottPage() {
  return <SectionScreen sectionKey="elott" />;
}
