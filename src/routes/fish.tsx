import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/fish')({
  staticData: { layout: layouts.full },
  component: FishPage,
});

function FishPage() {
  return <SectionScreen sectionKey="fish" />;
}
