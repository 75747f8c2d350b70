import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../shell/home/home-page';

export const Route = createFileRoute('/')({
  component: HomePage,
});
