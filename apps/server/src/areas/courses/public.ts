// The Courses area's door for the other areas: the online courses a picker offers (the Classes area's
// self-paced filters), the courses and categories a form offers and checks (the class form), read as the
// course screens read them.

export { categoryOptions } from './categories.js';
export { type CourseOption, courseExists, courseOptions } from './course-options.js';
export { onlineCourseOptions } from './online-course-options.js';
