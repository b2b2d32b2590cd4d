import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/live')({
  staticData: { layout: layouts.full },
  component: LivePage,
});

function LivePage() {
  return <SectionScreen sectionKey="live" />;
}
