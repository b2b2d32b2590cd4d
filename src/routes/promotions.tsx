import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { SectionScreen } from '../app/screens/section-screen';

export const Route = createFileRoute('/promotions')({
  staticData: { layout: layouts.footerSideMenu },
  component: PromotionsPage,
});

function PromotionsPage() {
  return <SectionScreen sectionKey="promotions" />;
}
