// ClassMarkerCategoryEdit (/questions/class-marker-categories/{classMarkerCategoryId}/edit).
import { createFileRoute } from '@tanstack/react-router';
import { ClassMarkerCategoryEdit } from '../../../../areas/questions/categories/category-edit';

export const Route = createFileRoute('/_questions/questions/class-marker-categories/$classMarkerCategoryId/edit')({
  component: ClassMarkerCategoryEdit,
});
