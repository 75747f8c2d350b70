// What the course catalogue's rules refuse: deleting a category that still holds courses.
import { defineRefusals } from './refusals.js';

export const courseRefusals = defineRefusals('courses', {
  'category-in-use': {
    status: 409,
    message: (p: { name: string; courses: number }) =>
      `The category ${p.name} still holds ${p.courses} course${p.courses === 1 ? '' : 's'}. Move them to another category first.`,
    example: { name: 'First aid', courses: 3 },
  },
});
