import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/game')({
  staticData: { layout: layouts.headerOnly },
  component: GamePage,
});

function GamePage() {
  return <SectionScreen sectionKey="game" />;
}
