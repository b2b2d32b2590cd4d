import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/pointMall')({
  staticData: { layout: layouts.full },
  component: PointMallPage,
});

function PointMallPage() {
  return <SectionScreen sectionKey="pointMall" />;
}
