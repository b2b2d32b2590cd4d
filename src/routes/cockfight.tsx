import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/cockfight')({
  staticData: { layout: layouts.full },
  component: CockfightPage,
});

function CockfightPage() {
  return <SectionScreen sectionKey="cockfight" />;
}
