import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { PointMallPage } from '../app/point-mall/point-mall-page';

export const Route = createFileRoute('/pointMall')({
  staticData: { layout: layouts.full, textAreas: ['pointMall', 'memberCentre'] },
  component: PointMallPage,
});
