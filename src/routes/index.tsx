import { createFileRoute } from '@tanstack/react-router';
import { layouts } from '../app/route-layout';
import { HomeScreen } from '../app/screens/home-screen';

export const Route = createFileRoute('/')({
  staticData: { layout: layouts.full, textAreas: ['games'] },
  component: HomeScreen,
});
