// ClassMarkerCategoryImport (/questions/class-marker-categories/import/{languageId}).
import { createFileRoute } from '@tanstack/react-router';
import { ClassMarkerCategoryImport } from '../../../../../areas/questions/categories/category-import';

export const Route = createFileRoute('/_questions/questions/class-marker-categories/import/$languageId')({
  component: ClassMarkerCategoryImport,
});
