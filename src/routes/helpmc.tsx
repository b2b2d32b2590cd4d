import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/helpmc')({
  staticData: { layout: layouts.bare },
  component: HelpmcPage,
});

function HelpmcPage() {
  return <SectionScreen sectionKey="helpmc" />;
}
