// ClassMarkerCategories (/questions/class-marker-categories): categories by language and the sync queue.
import { createFileRoute } from '@tanstack/react-router';
import { ClassMarkerCategories } from '../../../../areas/questions/categories/categories-screen';

export const Route = createFileRoute('/_questions/questions/class-marker-categories/')({
  component: ClassMarkerCategories,
});
