import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/pvp')({
  staticData: { layout: layouts.full },
  component: PvpPage,
});

function PvpPage() {
  return <SectionScreen sectionKey="pvp" />;
}
