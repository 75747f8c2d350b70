// Home (/): the start page: the areas the person can reach, with what needs their attention there.
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../shell/home/home-page';

export const Route = createFileRoute('/')({
  component: HomePage,
});
