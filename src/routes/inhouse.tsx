import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/inhouse')({
  staticData: { layout: layouts.full },
  component: InhousePage,
});

function InhousePage() {
  return <SectionScreen sectionKey="inhouse" />;
}
