import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { PromotionsScreen } from '../app/screens/promotions-screen';

export const Route = createFileRoute('/promotions')({
  staticData: { layout: layouts.footerSideMenu },
  component: PromotionsScreen,
});
