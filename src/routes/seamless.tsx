import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/seamless')({
  staticData: { layout: layouts.headerSideMenu },
  component: SeamlessPage,
});

function SeamlessPage() {
  return <SectionScreen sectionKey="seamless" />;
}
